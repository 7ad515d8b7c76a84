import type { StoryLanguage } from '@voices/contracts';
import { parseDurationText } from '@voices/contracts/constants';
import {
  createMessageMatcher,
  MESSAGE_CATALOGUES,
  type MatchedMessage,
  type SpecMessageKey,
} from '@voices/contracts/messages';
import { createTranslator } from './translator';

// The spec's messages (`@voices/contracts/messages`) in the reader's language: the gateway's
// code answers in English, word for word as the constants say; one hook re-says the message of
// each answer (plugins/language.ts) with the matcher and the catalogue.

const match = createMessageMatcher(MESSAGE_CATALOGUES.en);
const translate = createTranslator<SpecMessageKey>(MESSAGE_CATALOGUES);

const unitFormats = new Map<string, Intl.NumberFormat>();

/** A wait written by durationText ("23 seconds") in the language; any other value as it is. */
export function sayValue(value: string, language: StoryLanguage): string {
  const duration = parseDurationText(value);
  if (!duration) return value;
  const id = `${language}:${duration.unit}`;
  let format = unitFormats.get(id);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: duration.unit,
      unitDisplay: 'long',
    });
    unitFormats.set(id, format);
  }
  return format.format(duration.amount);
}

/** Which spec message an English text is, with its values; null for any other text. */
export function specMessage(text: string): MatchedMessage | null {
  return match(text);
}

/** A matched spec message in the language, its waits re-said there. */
export function sayMessage(found: MatchedMessage, language: StoryLanguage): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.values)) {
    values[name] = sayValue(value, language);
  }
  return translate(language, found.key as SpecMessageKey, values);
}

/** One of the spec's English messages in the language; any other text unchanged. */
export function localizeMessage(text: string, language: StoryLanguage): string {
  if (language === 'en') return text;
  const found = match(text);
  return found ? sayMessage(found, language) : text;
}
