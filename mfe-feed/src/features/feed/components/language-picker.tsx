import { CONTENT_LANGUAGES } from '@voices/contracts/constants';
import { useId } from 'react';
import { useLanguage } from '@voices/platform';
import { contentLanguage } from '../../../lib/content-language';
import './feed.css';

/** The language the news is shown in (the ten content languages). */
export function LanguagePicker() {
  const selectId = useId();
  const noteId = useId();
  const language = useLanguage((state) => state.language);
  const isAutomatic = useLanguage((state) => state.isAutomatic);
  const changing = useLanguage((state) => state.changing);
  const changeLanguage = useLanguage((state) => state.changeLanguage);

  return (
    <div className="vx-feed-language">
      <label htmlFor={selectId} className="vx-feed-language-label">
        Language
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
            {option.name}
          </option>
        ))}
      </select>
      {isAutomatic && (
        <p id={noteId} className="vx-feed-language-note">
          Language set automatically from your browser settings.
        </p>
      )}
    </div>
  );
}
