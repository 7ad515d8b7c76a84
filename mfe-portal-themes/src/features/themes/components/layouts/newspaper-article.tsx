import { formatNumber } from '@voices/platform';
import { useT } from '../../../../i18n';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { Nameplate } from './nameplate';
import { PaperSearch, SideList } from './newspaper-parts';
import './newspaper.css';

/**
 * Newspaper Classic: a sepia old-style daily. A centred nameplate between ruled ears, then three
 * columns: the search box and the side list of three on the left, the story in the middle, the
 * author, related stories and the advertisement on the right; more stories at the foot. The
 * story comes first in the page's order, so a screen reader starts with it.
 */
export function NewspaperArticle(props: ArticleLayoutProps) {
  const t = useT();
  const parts = useArticleParts(props);
  const { theme, heading, stories } = props;
  const year = parts.now.getFullYear();
  return (
    <article ref={parts.rootRef} {...parts.rootProps}>
      <Nameplate
        heading={heading}
        headingLang={parts.storyLang}
        themeName={theme.name}
        now={parts.now}
        className="vx-paper-plate"
        above={
          <p className="vx-paper-ears">
            <span>{t('paper.volume', { number: formatNumber(year - 2023) })}</span>
            <span>{t('paper.motto')}</span>
            <span>{t('paper.price')}</span>
          </p>
        }
      />
      <div className="vx-herald-navrow">
        {parts.categoryBar}
        {parts.search}
      </div>
      {parts.ticker}

      <div className="vx-paper-layout">
        <div className="vx-herald-main">
          {parts.headline}
          {parts.gallery}
          {parts.body}
          {parts.authorBelow}
          {parts.pager}
        </div>
        <div className="vx-paper-left">
          {parts.authorLeft}
          <PaperSearch stories={stories.length > 0 ? stories : [props.story]} />
          <SideList stories={parts.others} />
        </div>
        <aside className="vx-herald-rail" aria-label={t('article.around')}>
          {parts.authorRailTop}
          {parts.authorAboveRelated}
          {parts.related}
          {parts.ad}
        </aside>
      </div>
      <div className="vx-paper-foot">{parts.secondary}</div>
      {parts.floating}
    </article>
  );
}
