import sharp from 'sharp';
import { escapeXml } from '../text/markup';
import type { ShareTheme } from './share-themes';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const MARGIN = 60;
const PICTURE = { left: 700, top: 160, width: 440, height: 400 };
/** Widest glyphs of DejaVu and Liberation bold, as a share of the font size: wrapping errs short. */
const CHAR_WIDTH = 0.6;
const TITLE_SIZES = [64, 56, 48, 42];
/** From the first title line's top to above the byline's rule. */
const TITLE_HEIGHT = 345;
const LINE_HEIGHT = 1.18;

const linesAt = (size: number) => Math.floor(TITLE_HEIGHT / (size * LINE_HEIGHT));

export interface ShareCardInput {
  title: string;
  author: string | null;
  theme: ShareTheme;
  /** The lead picture (its file, or its bytes), when the story has one. */
  picture?: string | Buffer | null;
}

/**
 * Words into lines of at most `maxChars` characters; a word longer than a line is cut. More
 * than `maxLines` lines: the last one ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while ([...word].length > maxChars) {
      if (line) lines.push(line);
      const chars = [...word];
      lines.push(chars.slice(0, maxChars - 1).join('') + '-');
      word = chars.slice(maxChars - 1).join('');
      line = '';
    }
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length <= maxChars) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = [...kept[maxLines - 1]!];
  kept[maxLines - 1] = `${last
    .slice(0, Math.max(0, maxChars - 1))
    .join('')
    .trimEnd()}…`;
  return kept;
}

/** The largest title size whose wrapped lines fit, and those lines. */
function fitTitle(title: string, width: number): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const maxChars = Math.floor(width / (size * CHAR_WIDTH));
    const lines = wrapText(title, maxChars, Number.MAX_SAFE_INTEGER);
    if (lines.length <= linesAt(size)) return { size, lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1]!;
  return {
    size,
    lines: wrapText(title, Math.floor(width / (size * CHAR_WIDTH)), linesAt(size)),
  };
}

/** The card as SVG: nameplate, title, byline; the picture is laid over it by `renderShareCard`. */
export function shareCardSvg(input: ShareCardInput, withPicture: boolean): string {
  const { theme } = input;
  const font =
    theme.font === 'serif'
      ? 'DejaVu Serif, Liberation Serif, serif'
      : 'DejaVu Sans, Liberation Sans, sans-serif';
  const textWidth = (withPicture ? PICTURE.left - 40 : SHARE_IMAGE_WIDTH - MARGIN) - MARGIN;
  const { size, lines } = fitTitle(input.title, textWidth);
  const lineHeight = Math.round(size * LINE_HEIGHT);
  const titleTop = 160 + size;
  const nameplate = escapeXml(theme.name);
  const head = theme.band
    ? `<rect x="0" y="0" width="${SHARE_IMAGE_WIDTH}" height="120" fill="${theme.accent}"/>
  <text x="${MARGIN}" y="82" font-family="${font}" font-size="56" font-weight="bold" fill="#ffffff">${nameplate}</text>`
    : `<text x="${MARGIN}" y="88" font-family="${font}" font-size="52" font-weight="bold" fill="${theme.accent}">${nameplate}</text>
  <rect x="${MARGIN}" y="118" width="${SHARE_IMAGE_WIDTH - 2 * MARGIN}" height="4" fill="${theme.accent}"/>`;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${titleTop + index * lineHeight}" font-family="${font}" font-size="${size}" font-weight="bold" fill="${theme.text}">${escapeXml(line)}</text>`,
    )
    .join('\n  ');
  const byline = input.author
    ? wrapText(`By ${input.author}`, Math.floor(textWidth / (30 * CHAR_WIDTH)), 1)[0]!
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="${theme.background}"/>
  ${head}
  ${title}
  <rect x="${MARGIN}" y="${SHARE_IMAGE_HEIGHT - 100}" width="80" height="6" fill="${theme.accent}"/>
  <text x="${MARGIN}" y="${SHARE_IMAGE_HEIGHT - 50}" font-family="${font}" font-size="30" fill="${theme.muted}">${escapeXml(byline)}</text>
  <text x="${SHARE_IMAGE_WIDTH - MARGIN}" y="${SHARE_IMAGE_HEIGHT - 50}" text-anchor="end" font-family="${font}" font-size="26" font-weight="bold" fill="${theme.muted}">Voices</text>
</svg>`;
}

async function pictureLayer(file: string | Buffer): Promise<Buffer | null> {
  try {
    return await sharp(file, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PICTURE.width, PICTURE.height, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    // A missing or unreadable picture leaves the card without one rather than without a card.
    return null;
  }
}

/** The 1200×630 PNG a chat or a social site shows for a story. */
export async function renderShareCard(input: ShareCardInput): Promise<Buffer> {
  const picture = input.picture ? await pictureLayer(input.picture) : null;
  const svg = Buffer.from(shareCardSvg(input, picture !== null));
  const layers: sharp.OverlayOptions[] = [{ input: svg, left: 0, top: 0 }];
  if (picture) {
    layers.push({ input: picture, left: PICTURE.left, top: PICTURE.top });
  }
  return sharp({
    create: {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      channels: 3,
      background: input.theme.background,
    },
  })
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}
