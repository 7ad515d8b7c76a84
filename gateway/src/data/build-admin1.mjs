// Builds admin1-areas.json.gz, the offline reverse-geocoding data, from Natural Earth's
// "Admin 1 – States, Provinces" (1:10m, public domain) as GeoJSON:
//
//   node src/data/build-admin1.mjs path/to/ne_10m_admin_1_states_provinces.geojson
//
// Each area keeps its name, region, country and ISO codes; its rings are simplified
// (Douglas–Peucker, TOLERANCE degrees), rounded to 1/1000 of a degree and delta-encoded, which
// takes the 1.3 million points of the source down to a file small enough to ship.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TOLERANCE = Number(process.env.ADMIN1_TOLERANCE ?? 0.01);
const SCALE = 1000;
/** Rings smaller than this (square degrees) are left out; the nearest-area fallback covers them. */
const MIN_RING_AREA = 0.0004;

function perpendicularDistance(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  if (dx === 0 && dy === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  const t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy);
  const clamped = Math.max(0, Math.min(1, t));
  return Math.hypot(p[0] - (a[0] + clamped * dx), p[1] - (a[1] + clamped * dy));
}

function simplify(points, tolerance) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let index = -1;
    let max = 0;
    for (let i = first + 1; i < last; i += 1) {
      const d = perpendicularDistance(points[i], points[first], points[last]);
      if (d > max) {
        max = d;
        index = i;
      }
    }
    if (index !== -1 && max > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function ringArea(ring) {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    sum += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  }
  return Math.abs(sum / 2);
}

/** [x0, y0, dx1, dy1, …] in 1/SCALE degrees, closing point left out. */
function encodeRing(ring) {
  const out = [];
  let px = 0;
  let py = 0;
  let previous = null;
  for (const [x, y] of ring) {
    const ix = Math.round(x * SCALE);
    const iy = Math.round(y * SCALE);
    if (previous && previous[0] === ix && previous[1] === iy) continue;
    out.push(ix - px, iy - py);
    px = ix;
    py = iy;
    previous = [ix, iy];
  }
  if (out.length >= 4 && out.length > 2) {
    // Drop the closing point when it repeats the first.
    const first = [out[0], out[1]];
    if (px === first[0] && py === first[1]) out.length -= 2;
  }
  return out.length >= 6 ? out : null;
}

const clean = (value) => (typeof value === 'string' && value.trim() ? value.trim() : null);

const source = process.argv[2];
if (!source) {
  console.error('usage: node src/data/build-admin1.mjs <ne_10m_admin_1_states_provinces.geojson>');
  process.exit(1);
}
const collection = JSON.parse(readFileSync(source, 'utf8'));
const areas = [];
let points = 0;
for (const feature of collection.features) {
  const p = feature.properties ?? {};
  const polygons =
    feature.geometry?.type === 'Polygon'
      ? [feature.geometry.coordinates]
      : feature.geometry?.type === 'MultiPolygon'
        ? feature.geometry.coordinates
        : [];
  const encoded = [];
  // An area made only of small islands keeps its largest one.
  const largest = polygons.reduce(
    (best, polygon) => (ringArea(polygon[0]) > ringArea(best[0]) ? polygon : best),
    polygons[0] ?? [[]],
  );
  for (const polygon of polygons) {
    const rings = [];
    for (const [index, ring] of polygon.entries()) {
      if (ringArea(ring) < MIN_RING_AREA && !(index === 0 && polygon === largest)) {
        if (index === 0) break;
        continue;
      }
      const ringPoints =
        encodeRing(simplify(ring, TOLERANCE)) ??
        (index === 0 && polygon === largest ? encodeRing(ring) : null);
      if (!ringPoints) {
        if (index === 0) break;
        continue;
      }
      points += ringPoints.length / 2;
      rings.push(ringPoints);
    }
    if (rings.length > 0) encoded.push(rings);
  }
  if (encoded.length === 0) continue;
  const isoState = clean(p.iso_3166_2);
  areas.push({
    name: clean(p.name_en) ?? clean(p.name) ?? clean(p.woe_name),
    region: clean(p.region),
    country: clean(p.admin) ?? clean(p.geonunit),
    countryCode: clean(p.iso_a2) === '-1' ? null : clean(p.iso_a2),
    code: isoState && !isoState.endsWith('~') ? isoState : null,
    polygons: encoded,
  });
}

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin1-areas.json.gz');
const body = JSON.stringify({
  source: 'Natural Earth 1:10m Admin 1 – States, Provinces (public domain)',
  scale: SCALE,
  tolerance: TOLERANCE,
  areas,
});
writeFileSync(out, gzipSync(body, { level: 9 }));
console.log(
  `${areas.length} areas, ${points} points, ${(body.length / 1e6).toFixed(1)} MB of JSON, written to ${out}`,
);
