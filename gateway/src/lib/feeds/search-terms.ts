// Turns what a reader typed into a full-text query for either engine. Only letters, digits
// and combining marks make a term, so nothing a reader types can reach the query syntax.

const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'but',
  'by',
  'for',
  'from',
  'has',
  'have',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'that',
  'the',
  'their',
  'this',
  'to',
  'was',
  'were',
  'will',
  'with',
]);

/** The distinct words of `text`, lower case, common English words left out, at most `max`. */
export function searchTerms(text: string, max = 12): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    if (STOPWORDS.has(word) || terms.includes(word)) continue;
    terms.push(word);
    if (terms.length === max) break;
  }
  return terms;
}

/** The words of a name or phrase, kept together ('Tamil Nadu' → ['tamil', 'nadu']). */
export function phraseWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

export interface QueryOptions {
  /** 'all' terms must match (search) or 'any' of them (related, keyword lists). */
  mode: 'all' | 'any';
  /** The last term also matches words it begins (a reader still typing). */
  prefixLast?: boolean;
}

/** An FTS5 MATCH expression over the columns title, description, content. */
export function ftsQuery(phrases: string[][], options: QueryOptions): string {
  const parts = phrases.map((words, index) => {
    const prefix = options.prefixLast && index === phrases.length - 1 && words.length === 1;
    return `"${words.join(' ')}"${prefix ? '*' : ''}`;
  });
  return parts.join(options.mode === 'all' ? ' AND ' : ' OR ');
}

/** A PostgreSQL tsquery (for to_tsquery('english', …)) over the weighted document. */
export function tsQuery(phrases: string[][], options: QueryOptions): string {
  const parts = phrases.map((words, index) => {
    const prefix = options.prefixLast && index === phrases.length - 1 && words.length === 1;
    const suffix = prefix ? '*' : '';
    const phrase = words
      .map((word) => (suffix ? `'${word}':${suffix}` : `'${word}'`))
      .join(' <-> ');
    return words.length > 1 ? `(${phrase})` : phrase;
  });
  return parts.join(options.mode === 'all' ? ' & ' : ' | ');
}
