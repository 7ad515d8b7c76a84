// The compose section's messages: the 'compose' namespace (docs/localisation.md).
import { createTranslator, localizeMessage, type Translate as TranslateOf } from '@voices/platform';
import en from './locales/en.json';

export type ComposeMessageKey = keyof typeof en;
export type Translate = TranslateOf<ComposeMessageKey>;

export const { useT, Trans, t } = createTranslator<ComposeMessageKey>(
  'compose',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);

/** Whether `key` names one of this section's messages (for keys built from data). */
export function isMessageKey(key: string): key is ComposeMessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/**
 * A text a form shows: one of this section's messages by key (its values may be texts too),
 * said in the language on screen when it renders; or a text it was given, the server's words
 * or one of the spec's messages.
 */
export type ComposeText =
  { key: ComposeMessageKey; values?: Record<string, string | ComposeText> } | { text: string };

/** The words of a ComposeText in the interface language. */
export function sayText(said: ComposeText): string {
  if ('text' in said) return localizeMessage(said.text);
  const values = said.values
    ? Object.fromEntries(
        Object.entries(said.values).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : sayText(value),
        ]),
      )
    : undefined;
  return t(said.key, values);
}
