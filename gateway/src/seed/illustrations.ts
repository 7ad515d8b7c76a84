import sharp from 'sharp';
import { createRandom, type Random } from './random';
import type { Palette } from './palettes';

/**
 * Pictures drawn here rather than downloaded: abstract front pages in a theme's colours (a
 * nameplate band, a lead picture of shapes, headline bars and ruled columns of "type") and
 * portraits for demo members (a head and shoulders on a coloured ground). No text is drawn, so
 * the result is the same wherever the fonts differ.
 */

export const ILLUSTRATION_SIZE = { width: 1200, height: 675 } as const;

const fmt = (n: number) => Number(n.toFixed(1));

/** Lines of "type" in a column: bars of varying length with a short last line per paragraph. */
function textColumn(
  random: Random,
  x: number,
  y: number,
  width: number,
  bottom: number,
  colour: string,
): string {
  const bars: string[] = [];
  let line = 0;
  for (let top = y; top + 8 <= bottom; top += 18) {
    const paragraphEnd = line > 2 && random.chance(0.18);
    const length = paragraphEnd
      ? width * (0.3 + random.next() * 0.4)
      : width * (0.9 + random.next() * 0.1);
    bars.push(
      `<rect x="${fmt(x)}" y="${fmt(top)}" width="${fmt(length)}" height="8" rx="3" fill="${colour}" opacity="0.55"/>`,
    );
    line = paragraphEnd ? 0 : line + 1;
    if (paragraphEnd) top += 10;
  }
  return bars.join('');
}

/** The lead picture: a sun or moon, layered hills or waves, and a few figures of colour. */
function leadPicture(
  random: Random,
  palette: Palette,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const id = `clip${random.int(0, 1e6)}`;
  const parts: string[] = [
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/></clipPath>`,
    `<g clip-path="url(#${id})">`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${palette.accent}" opacity="0.16"/>`,
  ];
  const sunX = x + w * (0.2 + random.next() * 0.6);
  const sunY = y + h * (0.22 + random.next() * 0.18);
  parts.push(
    `<circle cx="${fmt(sunX)}" cy="${fmt(sunY)}" r="${fmt(h * (0.12 + random.next() * 0.08))}" fill="${palette.accent}" opacity="0.85"/>`,
  );
  const layers = random.int(2, 4);
  for (let layer = 0; layer < layers; layer++) {
    const base = y + h * (0.5 + (layer / layers) * 0.35);
    const points: string[] = [`${x},${y + h}`];
    const steps = random.int(3, 6);
    for (let step = 0; step <= steps; step++) {
      const px = x + (w * step) / steps;
      const py = base - random.next() * h * 0.22;
      points.push(`${fmt(px)},${fmt(py)}`);
    }
    points.push(`${x + w},${y + h}`);
    const colour = layer % 2 === 0 ? palette.ink : palette.muted;
    parts.push(
      `<polygon points="${points.join(' ')}" fill="${colour}" opacity="${fmt(0.25 + layer * 0.18)}"/>`,
    );
  }
  // Figures: the people a community story is about, as simple silhouettes.
  const figures = random.int(1, 3);
  for (let figure = 0; figure < figures; figure++) {
    const fx = x + w * (0.15 + random.next() * 0.7);
    const scale = h * (0.18 + random.next() * 0.1);
    const fy = y + h - scale * 0.2;
    parts.push(
      `<circle cx="${fmt(fx)}" cy="${fmt(fy - scale * 1.25)}" r="${fmt(scale * 0.22)}" fill="${palette.ink}" opacity="0.8"/>`,
      `<path d="M${fmt(fx - scale * 0.4)} ${fmt(fy)} Q${fmt(fx)} ${fmt(fy - scale * 1.9)} ${fmt(fx + scale * 0.4)} ${fmt(fy)} Z" fill="${palette.ink}" opacity="0.8"/>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}

/** An abstract front page in the palette's colours; `seed` varies the layout and shapes. */
export function frontPageSvg(palette: Palette, seed: number): string {
  const random = createRandom(seed);
  const { width, height } = ILLUSTRATION_SIZE;
  const margin = 48;
  const mastheadHeight = 84;
  const body = margin + mastheadHeight + 34;
  const pictureLeft = random.chance(0.5);
  const pictureWidth = width * 0.56;
  const pictureX = pictureLeft ? margin : width - margin - pictureWidth;
  const pictureHeight = height - body - margin - 70;
  const columnsX = pictureLeft ? margin + pictureWidth + 32 : margin;
  const columnsWidth = width - 2 * margin - pictureWidth - 32;
  const columnGap = 22;
  const columnWidth = (columnsWidth - columnGap) / 2;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.paper}"/>`,
    // The nameplate: a band with a bar of "letters" and the edition line under double rules.
    `<rect x="${margin}" y="${margin}" width="${width - 2 * margin}" height="${mastheadHeight}" fill="${palette.accent}"/>`,
    `<rect x="${width / 2 - 230}" y="${margin + 24}" width="460" height="36" rx="6" fill="${palette.paper}" opacity="0.92"/>`,
    `<rect x="${margin}" y="${margin + mastheadHeight + 8}" width="${width - 2 * margin}" height="3" fill="${palette.ink}"/>`,
    `<rect x="${margin}" y="${margin + mastheadHeight + 15}" width="${width - 2 * margin}" height="1" fill="${palette.ink}"/>`,
    leadPicture(random, palette, pictureX, body, pictureWidth, pictureHeight),
    // The headline under the picture.
    `<rect x="${pictureX}" y="${body + pictureHeight + 22}" width="${fmt(pictureWidth * (0.7 + random.next() * 0.25))}" height="20" rx="5" fill="${palette.ink}"/>`,
    `<rect x="${pictureX}" y="${body + pictureHeight + 50}" width="${fmt(pictureWidth * (0.35 + random.next() * 0.25))}" height="12" rx="4" fill="${palette.muted}"/>`,
  ];
  for (let column = 0; column < 2; column++) {
    const cx = columnsX + column * (columnWidth + columnGap);
    parts.push(
      `<rect x="${fmt(cx)}" y="${body}" width="${fmt(columnWidth * 0.85)}" height="16" rx="4" fill="${palette.ink}"/>`,
      `<rect x="${fmt(cx)}" y="${body + 24}" width="${fmt(columnWidth * 0.6)}" height="16" rx="4" fill="${palette.ink}"/>`,
      textColumn(random, cx, body + 58, columnWidth, height - margin, palette.ink),
    );
    if (column === 0) {
      parts.push(
        `<rect x="${fmt(cx + columnWidth + columnGap / 2 - 0.5)}" y="${body}" width="1" height="${height - margin - body}" fill="${palette.muted}" opacity="0.6"/>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A portrait for a demo member: head and shoulders on a ground of `hue`. */
export function portraitSvg(seed: number): string {
  const random = createRandom(seed);
  const hue = random.int(0, 359);
  const skin = random.pick(['#f1c9a5', '#e0ac84', '#c68c63', '#a86f4c', '#8d5a3b', '#6b4430']);
  const hair = random.pick(['#1b1410', '#3b2417', '#5a3a22', '#2a2a2a', '#7a5230', '#bfb6ad']);
  const shirt = `hsl(${(hue + 180) % 360}, 45%, 42%)`;
  const longHair = random.chance(0.45);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" fill="hsl(${hue}, 55%, 78%)"/>`,
    `<circle cx="${random.int(60, 450)}" cy="${random.int(40, 160)}" r="${random.int(40, 90)}" fill="hsl(${hue}, 60%, 88%)"/>`,
    longHair ? `<rect x="156" y="170" width="200" height="210" rx="90" fill="${hair}"/>` : '',
    `<path d="M86 512 C96 392 176 356 256 356 C336 356 416 392 426 512 Z" fill="${shirt}"/>`,
    `<rect x="226" y="300" width="60" height="70" rx="24" fill="${skin}"/>`,
    `<ellipse cx="256" cy="236" rx="88" ry="104" fill="${skin}"/>`,
    `<path d="M166 226 C166 150 206 122 256 122 C306 122 346 150 346 226 C330 188 300 170 256 170 C212 170 182 188 166 226 Z" fill="${hair}"/>`,
    `<circle cx="224" cy="240" r="8" fill="#1f1a17"/>`,
    `<circle cx="288" cy="240" r="8" fill="#1f1a17"/>`,
    `<path d="M228 292 Q256 312 284 292" stroke="#6d3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

/** The Voices Desk's picture: a "V" of two strokes on the default theme's navy. */
export function deskSvg(palette: Palette): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    `<rect width="512" height="512" fill="${palette.accent}"/>`,
    `<circle cx="256" cy="256" r="196" fill="none" stroke="${palette.paper}" stroke-width="10" opacity="0.5"/>`,
    `<path d="M150 150 L256 372 L362 150" fill="none" stroke="${palette.paper}" stroke-width="54" stroke-linejoin="round" stroke-linecap="round"/>`,
    '</svg>',
  ].join('');
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export async function svgToJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
