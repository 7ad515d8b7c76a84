// The pseudo-locale: every letter of English accented and each message lengthened by about a
// third, so untranslated text stands out and layouts are tried on longer words. Placeholders,
// plural choices and rich-text tags (<0>…</0>) pass through untouched.

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

const TAG = /(<\/?\d+\/?>)/;

function accentPlain(text: string): string {
  return text
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : part.replace(/[a-z]/gi, (c) => ACCENTED[c] ?? c)))
    .join('');
}

/** Accents the text outside any `{…}` (an uncompiled ICU argument stays as it is). */
function accent(text: string): string {
  let out = '';
  let plain = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') {
      if (depth === 0) {
        out += accentPlain(plain);
        plain = '';
      }
      depth += 1;
      out += char;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      out += char;
    } else if (depth > 0) {
      out += char;
    } else {
      plain += char;
    }
  }
  return out + accentPlain(plain);
}

function lengthen(text: string): string {
  const letters = text.replace(/[^a-z]/gi, '').length;
  return letters === 0 ? text : `${text}${'~'.repeat(Math.ceil(letters / 3))}`;
}

/** A compiled message (string, or Lingui's array form) in the pseudo-locale. */
export function pseudoMessage(message: unknown, top = true): unknown {
  if (typeof message === 'string') return top ? `[${lengthen(accent(message))}]` : accent(message);
  if (!Array.isArray(message)) return message;
  const parts = message.map((part) => {
    if (typeof part === 'string') return accent(part);
    // [name] or [name, 'plural' | 'select', { choice: message }]
    if (Array.isArray(part) && part.length === 3 && part[2] && typeof part[2] === 'object') {
      const choices = Object.fromEntries(
        Object.entries(part[2] as Record<string, unknown>).map(([key, value]) => [
          key,
          pseudoMessage(value, false),
        ]),
      );
      return [part[0], part[1], choices];
    }
    return part;
  });
  return top ? ['[', ...parts, '~~]'] : parts;
}
