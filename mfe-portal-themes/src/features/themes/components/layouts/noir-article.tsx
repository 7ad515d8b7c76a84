import { useT } from '../../../../i18n';
import { latestStories } from '../../lib/herald-content';
import { LatestNews } from '../herald/story-lists';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { ExtraThumbnails, FEATURED_CLAMP_LINES, FeaturedFrame } from './featured';
import { Nameplate } from './nameplate';
import './noir.css';

/**
 * Noir Press (and its light sibling Niro White): a late-edition front. A slim nameplate and the
 * 'Breaking' ticker, then the featured red-framed lead (pictures under a 'MAIN' badge, text
 * clamped to ten lines), a strip of the author's other stories (nine, then '+N more'), and a
 * lower deck with the story's pager beside the related column.
 */
export function NoirArticle(props: ArticleLayoutProps) {
  const t = useT();
  const parts = useArticleParts(props, { clampLines: FEATURED_CLAMP_LINES });
  const { theme, heading, story, stories } = props;
  return (
    <article ref={parts.rootRef} {...parts.rootProps}>
      <Nameplate
        heading={heading}
        headingLang={parts.storyLang}
        themeName={theme.name}
        now={parts.now}
        className="vx-noir-plate"
      >
        {parts.search}
      </Nameplate>
      {parts.ticker}
      {parts.categoryBar}

      <FeaturedFrame media={parts.images.length > 0 ? parts.gallery : null}>
        {parts.headline}
        {parts.body}
      </FeaturedFrame>

      <ExtraThumbnails stories={parts.others} title={t('featured.moreStories')} />

      <div className={`vx-noir-deck vx-noir-deck--${props.position}`}>
        {parts.authorLeft}
        <div className="vx-herald-main">
          {parts.authorBelow}
          {parts.pager}
          <LatestNews stories={latestStories(story, stories)} />
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
