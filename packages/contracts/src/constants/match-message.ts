// The spec's messages are English strings in the constants (AUTH_MESSAGES, …); the catalogues
// of the 'messages' namespace hold them by key, with `{name}` where a message carries a value.
// A matcher finds which message an English string is, and its values, so the gateway can answer
// it (and a form can show it) in the reader's language without each caller knowing the key.

export interface MatchedMessage {
  key: string;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A matcher over an English catalogue: plain messages by equality, others by their shape. */
export function createMessageMatcher(
  english: Readonly<Record<string, string>>,
): (text: string) => MatchedMessage | null {
  const exact = new Map<string, string>();
  const patterns: { key: string; names: string[]; pattern: RegExp }[] = [];
  for (const [key, message] of Object.entries(english)) {
    // ICU writes a literal apostrophe as '' inside quoted text; the English constants use one.
    const text = message.replace(/''/g, "'");
    if (!PLACEHOLDER.test(text)) {
      if (!exact.has(text)) exact.set(text, key);
      continue;
    }
    PLACEHOLDER.lastIndex = 0;
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const match of text.matchAll(PLACEHOLDER)) {
      source += escape(text.slice(last, match.index));
      source += '(.+?)';
      names.push(match[1] ?? '');
      last = (match.index ?? 0) + match[0].length;
    }
    source += escape(text.slice(last));
    patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  // The most specific pattern first: more literal text wins.
  patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);

  return (text) => {
    const key = exact.get(text);
    if (key) return { key, values: {} };
    for (const { key: patternKey, names, pattern } of patterns) {
      const found = pattern.exec(text);
      if (!found) continue;
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        values[name] = found[index + 1] ?? '';
      });
      return { key: patternKey, values };
    }
    return null;
  };
}
