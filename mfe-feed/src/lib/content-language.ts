import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, useLanguage } from '@voices/platform';

/** The language stories are asked in: the reader's, when stories are written in it, else English. */
export function contentLanguage(code: string): string {
  return CONTENT_LANGUAGES.some((language) => language.code === code) ? code : DEFAULT_LANGUAGE;
}

export function useContentLanguage(): string {
  return contentLanguage(useLanguage((state) => state.language));
}
