// One Lingui instance for the page. @voices/platform is a federation singleton, so the shell
// and every remote translate through this same instance, whichever app's copy loaded first.
//
// Each app owns a namespace of messages: its English catalogue ships in its bundle (the
// fallback, and the first language of most readers); every other language is a chunk of that
// app, fetched only when the reader picks it. Message ids are `<namespace>.<key>`.

import { useCallback, useSyncExternalStore } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@voices/contracts/constants';
import { isInterfaceLocale, PSEUDO_LOCALE, pseudoLocaleEnabled } from './locales';
import { pseudoMessage } from './pseudo';

export type MessageValues = Record<string, unknown>;
export type CatalogueModule = Messages | { default: Messages };
export type CatalogueLoader = (locale: string) => Promise<CatalogueModule>;

interface Catalogue {
  english: Messages;
  load: CatalogueLoader;
}

export const i18n = setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: {} } });

const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function prefixed(namespace: string, messages: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) out[`${namespace}.${key}`] = value;
  return out;
}

function unwrap(module: CatalogueModule): Messages {
  return 'default' in module && typeof module.default === 'object'
    ? (module.default as Messages)
    : (module as Messages);
}

function pseudoCatalogue(messages: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = pseudoMessage(value) as Messages[string];
  }
  return out;
}

/** Loads one namespace in one locale, with English under it for any key it lacks. */
function ensureNamespace(namespace: string, locale: string): Promise<void> {
  const id = `${namespace}:${locale}`;
  const pending = loading.get(id);
  if (pending) return pending;
  const catalogue = catalogues.get(namespace);
  if (!catalogue) return Promise.resolve();
  const promise = (async () => {
    let messages: Messages;
    if (locale === DEFAULT_LANGUAGE) messages = catalogue.english;
    // Asked for by its name, so a built site (no pseudo-locale) leaves its code out.
    else if (locale === PSEUDO_LOCALE && pseudoLocaleEnabled())
      messages = pseudoCatalogue(catalogue.english);
    else messages = { ...catalogue.english, ...unwrap(await catalogue.load(locale)) };
    i18n.load(locale, prefixed(namespace, messages));
    loaded.add(id);
  })();
  loading.set(id, promise);
  // A failed download may be tried again (the next switch, or the next render).
  promise.catch(() => loading.delete(id));
  return promise;
}

/**
 * Makes a namespace's messages known. `english` is the app's English catalogue (bundled);
 * `load(locale)` fetches another language's (a chunk of the same app).
 */
export function registerCatalogue(namespace: string, english: Messages, load: CatalogueLoader) {
  if (catalogues.has(namespace)) return;
  catalogues.set(namespace, { english, load });
  void ensureNamespace(namespace, DEFAULT_LANGUAGE);
  if (i18n.locale !== DEFAULT_LANGUAGE) {
    ensureNamespace(namespace, i18n.locale).catch((error: unknown) => {
      console.error(`Messages for ${namespace} (${i18n.locale}) could not be loaded`, error);
    });
  }
}

/** The locale the interface is shown in (an interface locale; English for any other choice). */
export function interfaceLocale(code: string | null | undefined): string {
  return code && isInterfaceLocale(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * Shows the interface in `code`: every registered namespace is loaded first, so the page
 * switches in one render without a moment of mixed languages.
 */
export async function activateLocale(code: string): Promise<void> {
  const locale = interfaceLocale(code);
  await Promise.all([...catalogues.keys()].map((namespace) => ensureNamespace(namespace, locale)));
  if (i18n.locale !== locale) i18n.activate(locale);
}

export function currentLocale(): string {
  return i18n.locale;
}

function subscribe(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/** The interface locale; components that use it re-render when the reader switches. */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/**
 * The translate function of a namespace: `t('tabs.top')`, `t('count', { count })`. A component
 * whose namespace is still downloading suspends until it arrives.
 */
export function useT<Key extends string = string>(namespace: string): Translate<Key> {
  const locale = useLocale();
  if (!loaded.has(`${namespace}:${locale}`) && catalogues.has(namespace)) {
    // Suspends until the namespace arrives. A thrown promise (not `use`) makes React render the
    // component afresh once it settles, rather than replay it with hooks it has not made yet.
    throw ensureNamespace(namespace, locale);
  }
  return useCallback(
    (key: Key, values?: MessageValues) => i18n._(`${namespace}.${key}`, values),
    // The locale is what changes the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namespace, locale],
  );
}

/** Translates outside React (document titles set in effects, toasts, errors). */
export function translate(namespace: string, key: string, values?: MessageValues): string {
  return i18n._(`${namespace}.${key}`, values);
}

/** For tests: back to English with no namespace registered. */
export function resetI18nForTests(): void {
  catalogues.clear();
  loading.clear();
  loaded.clear();
  i18n.activate(DEFAULT_LANGUAGE);
}
