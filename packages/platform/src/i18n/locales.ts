import { STORY_LANGUAGES } from '@voices/contracts/constants';

/**
 * The languages the interface is written in: the ten content languages. The other forty of the
 * picker are shown in English, or through the operator's page translation service.
 */
export const INTERFACE_LOCALES: readonly string[] = STORY_LANGUAGES;

/** Accented, lengthened English for finding untranslated text and tight layouts (development). */
export const PSEUDO_LOCALE = 'en-XA';

/** Languages written right to left among the fifty of the picker. */
export const RTL_LANGUAGES: readonly string[] = ['ur', 'ar', 'he', 'fa'];

export function isInterfaceLocale(code: string | null | undefined): boolean {
  if (!code) return false;
  if (code === PSEUDO_LOCALE) return pseudoLocaleEnabled();
  return INTERFACE_LOCALES.includes(code);
}

// Set by the webpack factory: true in development builds (the dev servers), false when built.
declare const __VOICES_DEV__: boolean | undefined;

/** The pseudo-locale exists in development builds (and tests) only. */
export function pseudoLocaleEnabled(): boolean {
  return typeof __VOICES_DEV__ === 'undefined' || __VOICES_DEV__ === true;
}
