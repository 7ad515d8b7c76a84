// The sign-in section's messages: the 'auth' namespace (docs/localisation.md).
import { createTranslator, localizeMessage, type Translate } from '@voices/platform';
import en from './locales/en.json';

export type AuthMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<AuthMessageKey>(
  'auth',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);

/**
 * A text a form shows: one of this section's messages (by key, said in the language on screen
 * when it renders), or a text it was given, the server's words or one of the spec's messages.
 */
export type AuthText = { key: AuthMessageKey } | { text: string };

/** The words of an AuthText in the interface language. */
export function sayText(translate: Translate<AuthMessageKey>, said: AuthText): string {
  return 'key' in said ? translate(said.key) : localizeMessage(said.text);
}
