import { formatNumber } from '@voices/platform';
import { useT } from '../../../../i18n';
import { editionNumber } from '../../lib/herald-content';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { Nameplate } from './nameplate';
import './broadsheet.css';

/**
 * Broadsheet Classic: a traditional broadsheet. A blackletter nameplate between its ears, the
 * headline across the page, then many narrow ruled columns: the story flowing through three of
 * them under a drop cap, the latest news in the fourth, the related stories in the fifth; the
 * more stories in ruled columns at the foot.
 */
export function BroadsheetArticle(props: ArticleLayoutProps) {
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
        className="vx-broad-plate"
        above={
          <p className="vx-broad-ears">
            <span suppressHydrationWarning>
              {t('broadsheet.number', { number: formatNumber(editionNumber(parts.now)) })}
            </span>
            <span>{t('broadsheet.lateEdition')}</span>
          </p>
        }
      />
      <div className="vx-herald-navrow">
        {parts.categoryBar}
        {parts.search}
      </div>
      {parts.ticker}
      <div className="vx-broad-head">{parts.headline}</div>
      <div className={`vx-broad-page vx-broad-page--${props.position}`}>
        {parts.authorLeft}
        <div className="vx-herald-main">
          {parts.gallery}
          {parts.body}
          {parts.authorBelow}
          {parts.pager}
        </div>
        <div className="vx-broad-latest">{parts.latest}</div>
        <aside className="vx-herald-rail" aria-label={t('article.around')}>
          {parts.authorRailTop}
          {parts.authorAboveRelated}
          {parts.related}
        </aside>
      </div>
      <div className="vx-broad-foot">{parts.secondary}</div>
      {parts.floating}
    </article>
  );
}
