import { useId, useSyncExternalStore } from 'react';
import { CONTENT_LANGUAGES, languageStore, useLanguage, useLocale } from '@voices/platform';
import { contentLanguage } from '../../../lib/content-language';
import { useT } from '../../../i18n';
import './feed.css';

/** A language's name in the interface language ('Hindi', 'हिन्दी'), else its English name. */
function languageName(code: string, fallback: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) || fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether the language was taken from the browser rather than chosen. A front page drawn on
 * the server says so (it knows of no choice): while React takes such a page over it reads it
 * as drawn, then as this browser has it, so a reader who chose English sees the note go
 * rather than the page drawn again.
 */
function useAutomaticLanguage(): boolean {
  return useSyncExternalStore(
    languageStore.subscribe,
    () => languageStore.getState().isAutomatic,
    () => true,
  );
}

/** The language the news is shown in (the ten content languages). */
export function LanguagePicker() {
  const t = useT();
  const locale = useLocale();
  const selectId = useId();
  const noteId = useId();
  const language = useLanguage((state) => state.language);
  const isAutomatic = useAutomaticLanguage();
  const changing = useLanguage((state) => state.changing);
  const changeLanguage = useLanguage((state) => state.changeLanguage);

  return (
    <div className="vx-feed-language">
      <label htmlFor={selectId} className="vx-feed-language-label">
        {t('language.label')}
      </label>
      <select
        id={selectId}
        className="vx-input vx-feed-language-select"
        value={contentLanguage(language)}
        disabled={changing}
        aria-describedby={isAutomatic ? noteId : undefined}
        onChange={(event) => changeLanguage(event.target.value)}
      >
        {CONTENT_LANGUAGES.map((option) => (
          <option key={option.code} value={option.code}>
            {languageName(option.code, option.name, locale)}
          </option>
        ))}
      </select>
      {isAutomatic && (
        <p id={noteId} className="vx-feed-language-note">
          {t('language.automatic')}
        </p>
      )}
    </div>
  );
}
