import { useEffect, useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import './feed.css';

interface SearchBoxProps {
  value: string;
  onSearch: (query: string) => void;
}

/** The search field of the front page; an empty search clears the results. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const t = useT();
  const inputId = useId();
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form className="vx-feed-search" role="search" onSubmit={submit}>
      <label htmlFor={inputId} className="vx-visually-hidden">
        {t('search.label')}
      </label>
      <svg
        className="vx-feed-search-icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        className="vx-input vx-feed-search-input"
        type="search"
        placeholder={t('search.placeholder')}
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="vx-btn vx-btn-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}
