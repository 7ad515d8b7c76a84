import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { StoryLanguage } from '@voices/contracts';
import { DEFAULT_LANGUAGE } from './languages';

// Private-use characters around a value's index: no catalogue holds them, and what comes in from
// a request has them only inside a value, which is put back whole.
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const MARKS = /\uE000(\d+)\uE001/g;

export type Catalogue = Readonly<Record<string, string>>;
export type Values = Record<string, string | number>;

/** Each message is compiled once, the first time it is said, and kept. */
function cachedCompiler(): (message: string) => ReturnType<typeof compileMessage> {
  const compiled = new Map<string, ReturnType<typeof compileMessage>>();
  return (message) => {
    let result = compiled.get(message);
    if (result === undefined) {
      result = compileMessage(message);
      compiled.set(message, result);
    }
    return result;
  };
}

/**
 * Says the messages of a set of ICU catalogues in any of the ten languages, through Lingui: one
 * instance per language, so requests in different languages never share an active locale. A
 * key a catalogue lacks is said in English.
 */
export function createTranslator<Key extends string>(
  catalogues: Readonly<Record<StoryLanguage, Catalogue>>,
) {
  const compile = cachedCompiler();
  const instances = new Map<StoryLanguage, I18n>();

  function instance(language: StoryLanguage): I18n {
    let i18n = instances.get(language);
    if (!i18n) {
      i18n = setupI18n();
      i18n.setMessagesCompiler(compile);
      i18n.loadAndActivate({ locale: language, messages: { ...catalogues[language] } });
      instances.set(language, i18n);
    }
    return i18n;
  }

  return function translate(language: StoryLanguage, key: Key, values: Values = {}): string {
    const known = Object.hasOwn(catalogues[language], key);
    // Text values go in after Lingui has said the message: it decodes `\uXXXX` and `\xXX`
    // in what it answers, and a name or a title must come out exactly as it was written.
    const texts: string[] = [];
    const placed: Values = {};
    for (const [name, value] of Object.entries(values)) {
      if (typeof value === 'string') {
        placed[name] = `${MARK_START}${texts.length}${MARK_END}`;
        texts.push(value);
      } else {
        placed[name] = value;
      }
    }
    const said = instance(known ? language : DEFAULT_LANGUAGE)._(key, placed);
    return texts.length === 0
      ? said
      : said.replace(MARKS, (_, index: string) => texts[Number(index)] ?? '');
  };
}
