import { formatDate as formatInLocale } from '@voices/platform';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Story text as plain words: tags and Markdown emphasis removed, entities decoded, spaces collapsed. */
export function stripMarkup(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
      if (entity[0] === '#') {
        const code =
          entity[1]?.toLowerCase() === 'x'
            ? parseInt(entity.slice(2), 16)
            : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : match;
      }
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/(\*\*|__|\*|_|~~|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, with '...' when something was cut. */
export function cutText(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** 'March 2024', for "Joined …", in the interface language; null for no date. */
export function formatMonthYear(date: string | null | undefined): string | null {
  return formatInLocale(date, { year: 'numeric', month: 'long' }) || null;
}

/** 'Mar 2, 2024', in the interface language; null for no date. */
export function formatDate(date: string | null | undefined): string | null {
  return formatInLocale(date, { year: 'numeric', month: 'short', day: 'numeric' }) || null;
}
