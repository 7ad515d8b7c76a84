// The spec's messages (the `messages` namespace of @voices/contracts) as a form or a toast shows
// them: an English message of the constants, re-said in the reader's language.
import { createMessageMatcher, type MatchedMessage } from '@voices/contracts/constants';
import { i18n, registerCatalogue, translate, type CatalogueLoader } from './i18n';

let matcher: ((text: string) => MatchedMessage | null) | null = null;

export function registerSpecMessages(english: Record<string, string>, load: CatalogueLoader) {
  registerCatalogue('messages', english, load);
  matcher = createMessageMatcher(english);
}

/** One of the spec's English messages in the interface language; any other text unchanged. */
export function localizeMessage(text: string): string {
  if (!matcher || i18n.locale === 'en') return text;
  const found = matcher(text);
  return found ? translate('messages', found.key, found.values) : text;
}
