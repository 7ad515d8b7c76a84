import { AI_LIMITS } from '@voices/contracts';

/** The most characters a title may have ("under 60"). */
export const TITLE_MAX_CHARS = AI_LIMITS.titleMaxLength - 1;
/** The most words a summary may have ("under 150"). */
export const SUMMARY_MAX_WORDS = AI_LIMITS.summaryMaxWords - 1;

const chars = (text: string) => [...text].length;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter(Boolean).length;
}

/** One line, cut at a word boundary to at most `max` characters (a single long word is cut hard). */
export function fitTitle(text: string, max = TITLE_MAX_CHARS): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  if (chars(line) <= max) return line;
  let fitted = '';
  for (const word of line.split(' ')) {
    const next = fitted ? `${fitted} ${word}` : word;
    if (chars(next) > max) break;
    fitted = next;
  }
  if (!fitted) fitted = [...line].slice(0, max).join('');
  return fitted.replace(/[\s,;:–—-]+$/u, '');
}

/** At most `max` words, paragraph breaks kept; an ellipsis marks a cut. */
export function fitSummary(text: string, max = SUMMARY_MAX_WORDS): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) =>
      p
        .replace(/[ \t\f\v]*\n[ \t\f\v]*/g, ' ')
        .replace(/[ \t\f\v]+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const kept: string[] = [];
  let left = max;
  for (const paragraph of paragraphs) {
    if (left <= 0) break;
    const words = paragraph.split(' ');
    if (words.length <= left) {
      kept.push(paragraph);
      left -= words.length;
    } else {
      kept.push(
        `${words
          .slice(0, left)
          .join(' ')
          .replace(/[\s,;:–—-]+$/u, '')}…`,
      );
      left = 0;
    }
  }
  return kept.join('\n\n');
}
