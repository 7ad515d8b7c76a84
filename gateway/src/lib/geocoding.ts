import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { outboundJson } from './outbound-fetch';
import { TtlCache } from './ttl-cache';

/** What is known of the area around a point; null where nothing is (the open sea). */
export interface Place {
  state: string | null;
  region: string | null;
  county: string | null;
  city: string | null;
  country: string | null;
  countryCode: string | null;
  source: 'offline' | 'geocoder';
}

export interface ReverseGeocoder {
  reverse(lat: number, lon: number): Promise<Place>;
}

/** Natural Earth's first-level areas, simplified (see src/data/build-admin1.mjs). */
export const ADMIN1_FILE = path.resolve(__dirname, '../../src/data/admin1-areas.json.gz');

/** A point this close to an area (in degrees, about 30 km) but in none is taken to be in it. */
const NEAREST_MAX_DEGREES = 0.3;

interface Polygon {
  /** [minLon, minLat, maxLon, maxLat] of the outer ring. */
  bbox: [number, number, number, number];
  /** Outer ring first, then holes; each [lon0, lat0, lon1, lat1, …]. */
  rings: Float64Array[];
}

interface Area {
  name: string | null;
  region: string | null;
  country: string | null;
  countryCode: string | null;
  polygons: Polygon[];
}

interface Admin1File {
  scale: number;
  areas: {
    name: string | null;
    region: string | null;
    country: string | null;
    countryCode: string | null;
    polygons: number[][][];
  }[];
}

export interface Admin1Index {
  areas: Area[];
  /** 1° cells ("lon:lat") → indexes of the areas whose polygons reach into them. */
  cells: Map<string, number[]>;
}

function decodeRing(deltas: number[], scale: number): Float64Array {
  const ring = new Float64Array(deltas.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i < deltas.length; i += 2) {
    x += deltas[i]!;
    y += deltas[i + 1]!;
    ring[i] = x / scale;
    ring[i + 1] = y / scale;
  }
  return ring;
}

function bboxOf(ring: Float64Array): [number, number, number, number] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    minX = Math.min(minX, ring[i]!);
    maxX = Math.max(maxX, ring[i]!);
    minY = Math.min(minY, ring[i + 1]!);
    maxY = Math.max(maxY, ring[i + 1]!);
  }
  return [minX, minY, maxX, maxY];
}

export function buildAdmin1Index(file: Admin1File): Admin1Index {
  const areas: Area[] = [];
  const cells = new Map<string, number[]>();
  for (const source of file.areas) {
    const index = areas.length;
    const polygons = source.polygons.map((rings) => {
      const decoded = rings.map((ring) => decodeRing(ring, file.scale));
      return { bbox: bboxOf(decoded[0]!), rings: decoded };
    });
    areas.push({ ...source, polygons });
    const covered = new Set<string>();
    for (const { bbox } of polygons) {
      for (let x = Math.floor(bbox[0]); x <= Math.floor(bbox[2]); x += 1) {
        for (let y = Math.floor(bbox[1]); y <= Math.floor(bbox[3]); y += 1) {
          const key = `${x}:${y}`;
          if (covered.has(key)) continue;
          covered.add(key);
          const list = cells.get(key);
          if (list) list.push(index);
          else cells.set(key, [index]);
        }
      }
    }
  }
  return { areas, cells };
}

/** Even-odd ray casting. */
function inRing(ring: Float64Array, x: number, y: number): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    const xj = ring[j]!;
    const yj = ring[j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(polygon: Polygon, x: number, y: number): boolean {
  const [minX, minY, maxX, maxY] = polygon.bbox;
  if (x < minX || x > maxX || y < minY || y > maxY) return false;
  if (!inRing(polygon.rings[0]!, x, y)) return false;
  for (let h = 1; h < polygon.rings.length; h += 1)
    if (inRing(polygon.rings[h]!, x, y)) return false;
  return true;
}

/** Distance in degrees of latitude from a point to a ring's edges, longitude scaled by cos(lat). */
function distanceToRing(ring: Float64Array, x: number, y: number, kx: number): number {
  let best = Infinity;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = ring[j]! * kx;
    const ay = ring[j + 1]!;
    const bx = ring[i]! * kx;
    const by = ring[i + 1]!;
    const px = x * kx;
    const dx = bx - ax;
    const dy = by - ay;
    const t =
      dx === 0 && dy === 0
        ? 0
        : Math.max(0, Math.min(1, ((px - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(px - (ax + t * dx), y - (ay + t * dy)));
  }
  return best;
}

/** The area containing the point; else the nearest within NEAREST_MAX_DEGREES (coasts, islets). */
export function findArea(index: Admin1Index, lat: number, lon: number): Area | null {
  const cx = Math.floor(lon);
  const cy = Math.floor(lat);
  for (const i of index.cells.get(`${cx}:${cy}`) ?? []) {
    const area = index.areas[i]!;
    if (area.polygons.some((polygon) => inPolygon(polygon, lon, lat))) return area;
  }
  const kx = Math.cos((lat * Math.PI) / 180);
  let nearest: Area | null = null;
  let best = NEAREST_MAX_DEGREES;
  const seen = new Set<number>();
  for (let dx = -1; dx <= 1; dx += 1) {
    for (let dy = -1; dy <= 1; dy += 1) {
      for (const i of index.cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
        if (seen.has(i)) continue;
        seen.add(i);
        const area = index.areas[i]!;
        for (const polygon of area.polygons) {
          const [minX, minY, maxX, maxY] = polygon.bbox;
          if (
            lon < minX - best / kx ||
            lon > maxX + best / kx ||
            lat < minY - best ||
            lat > maxY + best
          ) {
            continue;
          }
          const d = distanceToRing(polygon.rings[0]!, lon, lat, kx);
          if (d < best) {
            best = d;
            nearest = area;
          }
        }
      }
    }
  }
  return nearest;
}

let admin1: Promise<Admin1Index> | null = null;

/** Reads the bundled boundaries once per process, on first use. */
export function loadAdmin1Index(file = ADMIN1_FILE): Promise<Admin1Index> {
  if (!admin1) {
    admin1 = readFile(file)
      .then((zipped) => promisify(gunzip)(zipped))
      .then((json) => buildAdmin1Index(JSON.parse(json.toString('utf8')) as Admin1File));
    admin1.catch(() => {
      admin1 = null;
    });
  }
  return admin1;
}

/** States and provinces from the bundled Natural Earth boundaries: no network, no key. */
export function createOfflineGeocoder(file = ADMIN1_FILE): ReverseGeocoder {
  return {
    async reverse(lat, lon) {
      const area = findArea(await loadAdmin1Index(file), lat, lon);
      return {
        state: area?.name ?? null,
        region: area?.region ?? null,
        county: null,
        city: null,
        country: area?.country ?? null,
        countryCode: area?.countryCode ?? null,
        source: 'offline',
      };
    },
  };
}

interface NominatimReverse {
  error?: string;
  address?: Record<string, string | undefined>;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A Nominatim-compatible service (`GET {base}/reverse?format=jsonv2&lat&lon`). Answers are
 * kept a day per ~1 km square, as the public service's usage policy asks; when the service
 * fails the bundled boundaries answer instead.
 */
export function createNominatimGeocoder(
  baseUrl: string,
  options: { log?: FastifyBaseLogger; fallback?: ReverseGeocoder; timeoutMs?: number } = {},
): ReverseGeocoder {
  const cache = new TtlCache<Place>(24 * 60 * 60 * 1000, 5_000);
  const fallback = options.fallback ?? createOfflineGeocoder();
  return {
    async reverse(lat, lon) {
      const rlat = Math.round(lat * 100) / 100;
      const rlon = Math.round(lon * 100) / 100;
      try {
        return await cache.getOrLoad(`${rlat},${rlon}`, async () => {
          const url = new URL('reverse', `${baseUrl.replace(/\/+$/, '')}/`);
          url.search = new URLSearchParams({
            format: 'jsonv2',
            lat: String(rlat),
            lon: String(rlon),
            zoom: '10',
            addressdetails: '1',
          }).toString();
          const body = await outboundJson<NominatimReverse>(url.href, {
            timeoutMs: options.timeoutMs ?? 8_000,
            headers: { 'accept-language': 'en' },
          });
          const address = body.address ?? {};
          return {
            state: text(address.state) ?? text(address.province),
            region: text(address.region),
            county: text(address.county) ?? text(address.state_district),
            city:
              text(address.city) ??
              text(address.town) ??
              text(address.village) ??
              text(address.municipality),
            country: text(address.country),
            countryCode: text(address.country_code)?.toUpperCase() ?? null,
            source: 'geocoder' as const,
          };
        });
      } catch (error) {
        options.log?.warn({ err: error }, 'the geocoder failed; the bundled boundaries answer');
        return fallback.reverse(lat, lon);
      }
    },
  };
}

export function createGeocoder(
  geocoderUrl: string | undefined,
  log?: FastifyBaseLogger,
): ReverseGeocoder {
  return geocoderUrl ? createNominatimGeocoder(geocoderUrl, { log }) : createOfflineGeocoder();
}
