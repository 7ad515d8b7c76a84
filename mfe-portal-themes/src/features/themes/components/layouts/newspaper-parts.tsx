import { DISPLAY_LIMITS } from '@voices/platform';
import { useId, useState } from 'react';
import { useT } from '../../../../i18n';
import {
  articleText,
  articleTitle,
  cutText,
  newestFirst,
  storyId,
  storyLanguage,
  type ThemeStory,
} from '../../../../lib/story';
import { StoryLink } from '../herald/herald-context';
import { storyMatches } from '../herald/story-search';

/** How many stories the newspaper's side list carries (spec 001 §2). */
export const SIDE_LIST_ITEMS = 3;

/**
 * The newspaper's search box (spec 001 §2): the stories whose title, text or category holds
 * the words, five at most, then 'And N more results...'.
 */
export function PaperSearch({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const wanted = query.trim();
  const results = wanted ? newestFirst(stories).filter((story) => storyMatches(story, wanted)) : [];
  const shown = results.slice(0, DISPLAY_LIMITS.searchResultsShown);
  const more = results.length - shown.length;

  return (
    <section className="vx-paper-search" role="search" aria-label={t('paper.search')}>
      <label className="vx-paper-search-label" htmlFor={inputId}>
        {t('paper.search')}
      </label>
      <input
        id={inputId}
        type="search"
        className="vx-paper-search-input"
        placeholder={t('paper.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {wanted && (
        <div className="vx-paper-search-results" aria-live="polite">
          {shown.length === 0 ? (
            <p className="vx-herald-empty">{t('search.noNews')}</p>
          ) : (
            <ul>
              {shown.map((story) => (
                <li key={storyId(story)} lang={storyLanguage(story)}>
                  <StoryLink story={story}>{articleTitle(story)}</StoryLink>
                </li>
              ))}
            </ul>
          )}
          {more > 0 && (
            <p className="vx-paper-search-more">{t('paper.moreResults', { count: more })}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** The side list: three of the paper's other stories, each with its first lines. */
export function SideList({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const titleId = useId();
  const items = stories.slice(0, SIDE_LIST_ITEMS);
  return (
    <section className="vx-paper-side" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {t('paper.inBrief')}
      </h2>
      {items.length === 0 ? (
        <p className="vx-herald-empty">{t('lists.moreEmpty')}</p>
      ) : (
        <ol className="vx-paper-side-list">
          {items.map((story) => (
            <li key={storyId(story)} lang={storyLanguage(story)}>
              <h3 className="vx-paper-side-title">
                <StoryLink story={story}>{articleTitle(story)}</StoryLink>
              </h3>
              <p className="vx-paper-side-text">{cutText(articleText(story), 110)}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
