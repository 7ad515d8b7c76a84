import { countWords, fitSummary, fitTitle, SUMMARY_MAX_WORDS } from './text-bounds';
import type { Summary } from './types';

export type { Summary } from './types';

/**
 * The AI step without a model: an extractive summary. Sentences are scored by how frequent
 * their words are in the story (common words left out) and by sharing words with the title;
 * the best ones, in their original order, make a summary under 150 words. The same input always
 * gives the same output.
 */

// Words that carry no topic in English, the language most stories are written in; other scripts
// have their frequent words damped by the length normalisation instead.
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves said says say one two new may might
  must shall us like get got last first year years`.split(/\s+/),
);

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}]+)?/gu;

function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).filter(
    (word) => !STOP_WORDS.has(word) && (word.length > 1 || /\P{ASCII}/u.test(word)),
  );
}

/** Sentences of the text, in order: ends at . ! ? and the Devanagari danda, or at a line break. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split(/\n+/)) {
    const parts = line.match(/[^.!?।॥。]+(?:[.!?।॥。]+["'”’)\]]*|$)/gu) ?? [];
    let pending = '';
    for (const part of parts) {
      const piece = `${pending}${part}`;
      // "Dr." or "U.S." followed by more: a short piece ending in a one-letter word is no sentence.
      if (/(?:^|[\s.])(?:[A-Z]|Dr|Mr|Mrs|Ms|St|No|vs|etc)\.$/u.test(piece.trim())) {
        pending = piece;
        continue;
      }
      pending = '';
      const sentence = piece.replace(/\s+/g, ' ').trim();
      if (sentence) sentences.push(sentence);
    }
    const rest = pending.replace(/\s+/g, ' ').trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}

export function summarizeLocally(title: string, content: string): Summary {
  // A sentence said twice is summarised once.
  const sentences = [...new Set(splitSentences(content))];
  const titleWords = new Set(words(title));
  const frequency = new Map<string, number>();
  for (const word of words(content)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const top = Math.max(1, ...frequency.values());

  const scored = sentences.map((sentence, index) => {
    const own = words(sentence);
    const unique = new Set(own);
    let score = 0;
    for (const word of unique) {
      score += (frequency.get(word) ?? 0) / top;
      if (titleWords.has(word)) score += 0.5;
    }
    score /= Math.sqrt(Math.max(1, own.length));
    // The lead of a news story usually says what happened.
    if (index === 0) score *= 1.25;
    return { sentence, index, score, words: countWords(sentence) };
  });

  const totalWords = scored.reduce((sum, s) => sum + s.words, 0);
  // About half of a long story, never more than the bound.
  const budget = Math.min(SUMMARY_MAX_WORDS, Math.max(40, Math.ceil(totalWords / 2)));
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  let used = 0;
  for (const candidate of ranked) {
    // The best sentences that fit, not weaker ones filling the gaps; a first one too long is
    // passed over for the next.
    if (used + candidate.words > budget) {
      if (chosen.length === 0) continue;
      break;
    }
    chosen.push(candidate);
    used += candidate.words;
  }
  let summary: string;
  if (chosen.length === 0) {
    // The best sentence alone is longer than the budget: its first words.
    summary = fitSummary(ranked[0]?.sentence ?? content, SUMMARY_MAX_WORDS);
  } else {
    summary = chosen
      .sort((a, b) => a.index - b.index)
      .map((s) => s.sentence)
      .join(' ');
  }

  const headline = title.trim() ? title : (ranked[0]?.sentence ?? '');
  return { summaryTitle: fitTitle(headline), summaryContent: fitSummary(summary) };
}
