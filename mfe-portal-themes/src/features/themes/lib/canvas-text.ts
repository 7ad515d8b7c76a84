import { DISPLAY_LIMITS } from '@voices/platform';

/** The canvas is drawn between 640 and 1400 pixels wide, whatever the column's width. */
export function clampCanvasWidth(columnWidth: number): number {
  const width = Number.isFinite(columnWidth) ? Math.round(columnWidth) : 0;
  return Math.min(DISPLAY_LIMITS.canvasMaxWidth, Math.max(DISPLAY_LIMITS.canvasMinWidth, width));
}

/**
 * The lines a text breaks into at `maxWidth`, as `measure` sizes them: line breaks and blank
 * lines between paragraphs kept, words moved whole to the next line, a word wider than the line
 * broken by characters.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: (text: string) => number,
): string[] {
  const lines: string[] = [];
  for (const source of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = source.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      // A blank line separates paragraphs; several in a row count as one.
      if (lines.length > 0 && lines[lines.length - 1] !== '') lines.push('');
      continue;
    }
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (measure(word) <= maxWidth) {
        line = word;
        continue;
      }
      let piece = '';
      for (const char of Array.from(word)) {
        if (piece && measure(piece + char) > maxWidth) {
          lines.push(piece);
          piece = char;
        } else {
          piece += char;
        }
      }
      line = piece;
    }
    if (line) lines.push(line);
  }
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
