import { useId, useState } from 'react';
import { normalizeSidebarPosition, categoryLabel } from '@voices/platform';
import { useT } from '../../../../i18n';
import { articleTitle, storyId, storyLanguage, type ThemeStory } from '../../../../lib/story';
import { categoriesOf } from '../../lib/herald-content';
import { StoryLink } from '../herald/herald-context';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { ExtraThumbnails, FEATURED_CLAMP_LINES, FeaturedFrame } from './featured';
import { Nameplate } from './nameplate';
import './metro.css';

/** The station that lists every line's stories (its name is in the reader's language). */
const SHOW_ALL = '';

/**
 * 'Metro Lines' (spec 001 §2): the paper's sections drawn as the stations of a transit line.
 * Choosing a station lists that line's stories; 'Show All' lists every one.
 */
export function MetroLines({
  stories,
  current,
}: {
  stories: readonly ThemeStory[];
  current: ThemeStory;
}) {
  const t = useT();
  const titleId = useId();
  const [line, setLine] = useState(SHOW_ALL);
  const categories = categoriesOf(stories);
  const stops = stories.filter(
    (story) =>
      storyId(story) !== storyId(current) &&
      (line === SHOW_ALL || (story.category ?? '').trim().toLowerCase() === line.toLowerCase()),
  );
  return (
    <nav className="vx-metro-lines" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-metro-lines-title">
        {t('metro.lines')}
      </h2>
      <ul className="vx-metro-stations">
        {[SHOW_ALL, ...categories].map((name, index) => (
          <li
            key={name || 'all'}
            style={{ '--vx-metro-hue': `${(index * 47 + 200) % 360}` } as never}
          >
            <button
              type="button"
              className="vx-metro-station"
              aria-pressed={line === name}
              onClick={() => setLine(name)}
            >
              <span className="vx-metro-dot" aria-hidden="true" />
              {name === SHOW_ALL ? t('metro.showAll') : categoryLabel(name)}
            </button>
          </li>
        ))}
      </ul>
      <h3 className="vx-metro-stops-title">
        {line === SHOW_ALL
          ? t('metro.allStops')
          : t('metro.line', { category: categoryLabel(line) })}
      </h3>
      {stops.length === 0 ? (
        <p className="vx-herald-empty">{t('search.noNews')}</p>
      ) : (
        <ol className="vx-metro-stops">
          {stops.slice(0, 8).map((story) => (
            <li key={storyId(story)} lang={storyLanguage(story)}>
              <StoryLink story={story}>{articleTitle(story)}</StoryLink>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}

/**
 * Urban Chronicle: a city daily. A transit-sign nameplate, the Metro Lines sidebar (left or
 * right by the story's categorySidebarPosition, else the theme's), the featured red-framed lead
 * in the middle and the related column; the author's name is cut at 20 characters.
 */
export function MetroArticle(props: ArticleLayoutProps) {
  const t = useT();
  const parts = useArticleParts(props, { clampLines: FEATURED_CLAMP_LINES });
  const { theme, heading, story, stories } = props;
  const side =
    normalizeSidebarPosition(story.categorySidebarPosition) ??
    theme.categorySidebarPosition ??
    'left';
  return (
    <article ref={parts.rootRef} {...parts.rootProps} data-sidebar={side}>
      <Nameplate
        heading={heading}
        headingLang={parts.storyLang}
        themeName={theme.name}
        now={parts.now}
        className="vx-metro-plate"
      >
        {parts.search}
      </Nameplate>
      {parts.ticker}
      <div className={`vx-metro-layout vx-metro-layout--${side}`}>
        <div className="vx-herald-main">
          <FeaturedFrame media={parts.images.length > 0 ? parts.gallery : null}>
            {parts.headline}
            {parts.body}
          </FeaturedFrame>
          {parts.authorBelow}
          {parts.pager}
          <ExtraThumbnails stories={parts.others} />
        </div>
        <div className="vx-metro-side">
          <MetroLines stories={stories.length > 0 ? stories : [story]} current={story} />
          {parts.authorLeft}
        </div>
        <aside className="vx-herald-rail" aria-label={t('article.around')}>
          {parts.authorRailTop}
          {parts.authorAboveRelated}
          {parts.related}
        </aside>
      </div>
      {parts.floating}
    </article>
  );
}
