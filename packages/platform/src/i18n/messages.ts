// The spec's messages (the `messages` namespace of @voices/contracts) as a form or a toast shows
// them: an English message of the constants, re-said in the reader's language. The gateway
// answers from the same catalogues, so a message reads the same whichever side wrote it. An
// English reader downloads none of it: the constants are the English, and the catalogues (with
// the English one the matcher reads) come only with another language.
import { createMessageMatcher, type MatchedMessage } from '@voices/contracts/constants';
import { i18n, registerCatalogue, translate, type CatalogueModule } from './i18n';

type Catalogue = Record<string, unknown>;

let match: ((text: string) => MatchedMessage | null) | null = null;

const unwrap = (module: CatalogueModule) =>
  ('default' in module ? module.default : module) as Catalogue;

/**
 * The English messages as `{name}` templates for the matcher. Built, a catalogue arrives
 * compiled (text and [name] parts); in tests it is the ICU text itself.
 */
function templates(catalogue: Catalogue): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    out[key] = Array.isArray(message)
      ? message
          .map((part: unknown) =>
            typeof part === 'string' ? part : `{${String((part as unknown[])[0])}}`,
          )
          .join('')
      : String(message);
  }
  return out;
}

registerCatalogue('messages', {}, async (locale) => {
  const [english, translated] = await Promise.all([
    import('@voices/contracts/locales/en.json'),
    import(
      /* webpackChunkName: "locale-shared-[request]", webpackExclude: /[\\/]en\.json$/ */ `@voices/contracts/locales/${locale}.json`
    ),
  ]);
  const englishMessages = unwrap(english as CatalogueModule);
  match ??= createMessageMatcher(templates(englishMessages));
  return { ...englishMessages, ...unwrap(translated as CatalogueModule) } as CatalogueModule;
});

/** One of the spec's English messages in the interface language; any other text unchanged. */
export function localizeMessage(text: string): string {
  if (i18n.locale === 'en' || !match) return text;
  const found = match(text);
  return found ? translate('messages', found.key, found.values) : text;
}
