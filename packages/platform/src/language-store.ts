import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  DEFAULT_LANGUAGE,
  getLanguage,
  isSupportedLanguage,
  STORAGE_KEYS,
  TIMINGS,
} from '@voices/contracts/constants';
import { storage } from './storage';
import { activateLocale, interfaceLocale } from './i18n/i18n';
import { loadScriptFonts } from './i18n/fonts';
import {
  isInterfaceLocale,
  pseudoLocaleEnabled,
  PSEUDO_LOCALE,
  RTL_LANGUAGES,
} from './i18n/locales';

export interface LanguageState {
  language: string;
  /** True while the language comes from the browser (or the default) rather than a choice. */
  isAutomatic: boolean;
  /** True from a change until the page reloads; the picker is disabled meanwhile. */
  changing: boolean;
  /** Both lines of the change notice in one string, or null when none is shown. */
  notice: string | null;
  noticeTitle: string | null;
  noticeDetail: string | null;
  changeLanguage(code: string): void;
}

export interface LanguageStoreOptions {
  reload?: () => void;
  languages?: () => readonly string[];
}

// Browsers report some languages under codes the picker spells differently.
const BROWSER_ALIASES: Record<string, string> = {
  nb: 'no',
  nn: 'no',
  fil: 'tl',
  iw: 'he',
  in: 'id',
};

// The page translation service spells these two its own way.
const TRANSLATION_CODES: Record<string, string> = { zh: 'zh-CN', he: 'iw' };

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) {
    return navigator.languages;
  }
  return navigator.language ? [navigator.language] : [];
}

/** The first browser language the picker offers, else null. */
export function detectBrowserLanguage(
  languages: readonly string[] = browserLanguages(),
): string | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const code = BROWSER_ALIASES[primary] ?? primary;
    if (isSupportedLanguage(code)) return code;
  }
  return null;
}

/** The value the translation service reads from the googtrans cookie for a language. */
export function googtransValue(code: string): string {
  return `/en/${TRANSLATION_CODES[code] ?? code}`;
}

/** Tells the page translation service which language to show (English is the original). */
export function applyTranslationCookie(code: string): void {
  if (typeof document === 'undefined') return;
  if (code === DEFAULT_LANGUAGE) {
    document.cookie = 'googtrans=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    storage.remove(STORAGE_KEYS.googtrans);
    return;
  }
  const value = googtransValue(code);
  document.cookie = `googtrans=${value}; path=/; SameSite=Lax`;
  storage.set(STORAGE_KEYS.googtrans, value);
}

function initialLanguage(languages: readonly string[]): { language: string; isAutomatic: boolean } {
  const saved = storage.get(STORAGE_KEYS.selectedLanguage);
  if (saved && isKnownLanguage(saved)) return { language: saved, isAutomatic: false };
  return { language: detectBrowserLanguage(languages) ?? DEFAULT_LANGUAGE, isAutomatic: true };
}

function isKnownLanguage(code: string): boolean {
  return isSupportedLanguage(code) || (code === PSEUDO_LOCALE && pseudoLocaleEnabled());
}

/**
 * The operator's page translation service (TRANSLATE_SCRIPT_URL), which the gateway names in
 * the page's `<meta name="voices-translate-script">`; null when there is none.
 */
export function translateScriptUrl(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector('meta[name="voices-translate-script"]');
  const url = meta?.getAttribute('content')?.trim();
  return url ? url : null;
}

/** How a language is shown: in our catalogues, by the translation service, or in English. */
export function languageMode(code: string): 'interface' | 'translated' | 'english' {
  if (isInterfaceLocale(code)) return 'interface';
  return translateScriptUrl() ? 'translated' : 'english';
}

/** `<html lang dir>` for a language choice: what the page is written in, and which way. */
export function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  const mode = languageMode(code);
  const root = document.documentElement;
  root.lang = mode === 'english' ? DEFAULT_LANGUAGE : code;
  root.dir = mode === 'translated' && RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

/** Shows the interface in a language choice: the catalogues, html lang and direction. */
export async function showLanguage(code: string): Promise<void> {
  const locale = interfaceLocale(code);
  await Promise.all([activateLocale(locale), loadScriptFonts(locale)]);
  applyDocumentLanguage(code);
}

export function createLanguageStore(options: LanguageStoreOptions = {}): StoreApi<LanguageState> {
  const reload = options.reload ?? (() => window.location.reload());
  return createStore<LanguageState>()((set, get) => ({
    ...initialLanguage(options.languages ? options.languages() : browserLanguages()),
    changing: false,
    notice: null,
    noticeTitle: null,
    noticeDetail: null,
    changeLanguage(code) {
      const { language, changing } = get();
      if (code === language || changing) return;
      if (!isKnownLanguage(code)) {
        console.error(`Unsupported language: ${code}`);
        return;
      }
      if (!storage.set(STORAGE_KEYS.selectedLanguage, code)) {
        console.error('Language change failed: the choice could not be stored');
        return;
      }
      const announce = () => {
        if (typeof window !== 'undefined') {
          window.dispatchEvent(new CustomEvent('voices:language-changed', { detail: { code } }));
        }
      };
      if (languageMode(code) !== 'translated') {
        // Our own catalogues (or English): the page re-renders in place, no reload.
        applyTranslationCookie(DEFAULT_LANGUAGE);
        set({ changing: true });
        showLanguage(code)
          .then(() => {
            set({ language: code, isAutomatic: false, changing: false });
            announce();
          })
          .catch((error: unknown) => {
            console.error('Language change failed', error);
            set({ changing: false });
          });
        return;
      }
      // The operator's translation service translates the page after a reload (spec 000 §4).
      set({ changing: true });
      try {
        applyTranslationCookie(code);
        const name = getLanguage(code)?.name ?? code;
        const noticeTitle = `Changing to ${name}...`;
        const noticeDetail = 'Page will refresh in 2 seconds';
        set({
          language: code,
          isAutomatic: false,
          notice: `${noticeTitle} ${noticeDetail}`,
          noticeTitle,
          noticeDetail,
        });
        announce();
        setTimeout(() => {
          try {
            reload();
          } catch (error) {
            console.error('Language change failed', error);
            set({ changing: false });
          }
        }, TIMINGS.languageReloadMs);
        setTimeout(() => {
          set({ notice: null, noticeTitle: null, noticeDetail: null, changing: false });
        }, TIMINGS.languageNoticeMs);
      } catch (error) {
        console.error('Language change failed', error);
        set({ changing: false, notice: null, noticeTitle: null, noticeDetail: null });
      }
    },
  }));
}

let reloadPage: () => void = () => window.location.reload();

/** Replaces how the page reloads after a language change (tests, embedded frames). */
export function setLanguageReload(reload: () => void): void {
  reloadPage = reload;
}

export const languageStore = createLanguageStore({ reload: () => reloadPage() });

// A choice made in another tab becomes this tab's language too.
storage.subscribe(STORAGE_KEYS.selectedLanguage, (source) => {
  if (source === 'local') return;
  const saved = storage.get(STORAGE_KEYS.selectedLanguage);
  if (saved && isKnownLanguage(saved) && saved !== languageStore.getState().language) {
    languageStore.setState({ language: saved, isAutomatic: false });
    void showLanguage(saved).catch(() => undefined);
  }
});

export function useLanguage(): LanguageState;
export function useLanguage<T>(selector: (state: LanguageState) => T): T;
export function useLanguage<T>(selector?: (state: LanguageState) => T): T | LanguageState {
  return useStore(
    languageStore,
    (selector ?? ((state: LanguageState) => state)) as (state: LanguageState) => T | LanguageState,
  );
}
