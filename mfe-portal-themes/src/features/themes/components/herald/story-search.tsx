import { useEffect, useId, useRef, useState } from 'react';
import {
  articleText,
  articleTitle,
  newestFirst,
  storyId,
  type ThemeStory,
} from '../../../../lib/story';
import { useT } from '../../../../i18n';
import { useHerald } from './herald-context';

/** Whether a story's title, text or category holds the query (any case). */
export function storyMatches(story: ThemeStory, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return false;
  return [articleTitle(story), articleText(story), story.category ?? ''].some((field) =>
    field.toLowerCase().includes(wanted),
  );
}

/**
 * The first story matching the query: within the current story's category first, then across
 * all; never the story already open when another one matches.
 */
export function firstMatch(
  current: ThemeStory,
  stories: readonly ThemeStory[],
  query: string,
): ThemeStory | null {
  const list = newestFirst(stories).filter((story) => storyMatches(story, query));
  const others = list.filter((story) => storyId(story) !== storyId(current));
  const category = (current.category ?? '').trim().toLowerCase();
  const inCategory = others.find(
    (story) => category && (story.category ?? '').trim().toLowerCase() === category,
  );
  return inCategory ?? others[0] ?? list[0] ?? null;
}

/**
 * The search icon of every theme (spec 001 §2): it opens a field; submitting jumps to the first
 * matching story; an empty submit only closes it.
 */
export function StorySearch({
  story,
  stories,
}: {
  story: ThemeStory;
  stories: readonly ThemeStory[];
}) {
  const t = useT();
  const { openStory, preview } = useHerald();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [missed, setMissed] = useState(false);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <div className="vx-herald-search">
        <button
          type="button"
          className="vx-herald-search-icon"
          aria-label={t('search.stories')}
          disabled={preview}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M15.5 15.5 21 21"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
    );
  }

  return (
    <form
      className="vx-herald-search vx-herald-search--open"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!query.trim()) {
          setOpen(false);
          setMissed(false);
          return;
        }
        const match = firstMatch(story, stories.length > 0 ? stories : [story], query);
        if (!match) {
          setMissed(true);
          return;
        }
        setOpen(false);
        setQuery('');
        setMissed(false);
        if (storyId(match) !== storyId(story)) openStory(match);
      }}
    >
      <label className="vx-visually-hidden" htmlFor={inputId}>
        {t('search.stories')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="vx-herald-search-input"
        placeholder={t('search.stories')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setMissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <button type="submit" className="vx-herald-search-go">
        {t('search.go')}
      </button>
      {missed && (
        <p className="vx-herald-search-missed" role="status">
          {t('search.noNews')}
        </p>
      )}
    </form>
  );
}
