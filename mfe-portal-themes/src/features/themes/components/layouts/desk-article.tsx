import { useId } from 'react';
import { categoryLabel } from '@voices/platform';
import { useT } from '../../../../i18n';
import {
  articleTitle,
  newestFirst,
  storyId,
  storyLanguage,
  type ThemeStory,
} from '../../../../lib/story';
import { categoriesOf } from '../../lib/herald-content';
import { StoryLink } from '../herald/herald-context';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { Nameplate } from './nameplate';
import './desk.css';

/** Section fronts: each of the paper's sections with its newest three headlines. */
export function SectionFronts({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const titleId = useId();
  const sections = categoriesOf(stories).slice(0, 4);
  return (
    <section className="vx-desk-fronts" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {t('desk.sectionFronts')}
      </h2>
      {sections.length === 0 ? (
        <p className="vx-herald-empty">{t('lists.moreEmpty')}</p>
      ) : (
        sections.map((section) => {
          const items = newestFirst(stories)
            .filter(
              (story) => (story.category ?? '').trim().toLowerCase() === section.toLowerCase(),
            )
            .slice(0, 3);
          return (
            <div key={section} className="vx-desk-front">
              <h3 className="vx-desk-front-title">{categoryLabel(section)}</h3>
              <ul>
                {items.map((story) => (
                  <li key={storyId(story)} lang={storyLanguage(story)}>
                    <StoryLink story={story}>{articleTitle(story)}</StoryLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}

/**
 * Unity Desk: a national paper of record. A centred nameplate between rules, the lead spanning
 * two of three text columns, section-front lists in the third, restrained green accents.
 */
export function DeskArticle(props: ArticleLayoutProps) {
  const t = useT();
  const parts = useArticleParts(props);
  const { theme, heading } = props;
  return (
    <article ref={parts.rootRef} {...parts.rootProps}>
      <Nameplate
        heading={heading}
        headingLang={parts.storyLang}
        themeName={theme.name}
        now={parts.now}
        className="vx-desk-plate"
      />
      <div className="vx-herald-navrow">
        {parts.categoryBar}
        {parts.search}
      </div>
      {parts.ticker}
      <div className={`vx-desk-grid vx-desk-grid--${props.position}`}>
        {parts.authorLeft}
        <div className="vx-herald-main">
          {parts.headline}
          {parts.gallery}
          {parts.body}
          {parts.authorBelow}
          {parts.pager}
        </div>
        <aside className="vx-herald-rail" aria-label={t('article.around')}>
          {parts.authorRailTop}
          <SectionFronts stories={parts.others} />
          {parts.authorAboveRelated}
          {parts.related}
        </aside>
      </div>
      <div className="vx-desk-foot">
        {parts.latest}
        {parts.secondary}
      </div>
      {parts.floating}
    </article>
  );
}
