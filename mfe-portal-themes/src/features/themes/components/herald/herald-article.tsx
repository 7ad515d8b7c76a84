import { useT } from '../../../../i18n';
import { useArticleParts, type ArticleLayoutProps } from '../layouts/article-parts';

export type HeraldArticleProps = ArticleLayoutProps;

/**
 * The Daily Herald's full article, the front page of the writer's own newspaper: the nameplate
 * with the weather, the sections, the ticker, the story beside its rail, then the front lists.
 */
export function HeraldArticle(props: HeraldArticleProps) {
  const t = useT();
  const parts = useArticleParts(props);
  const { position } = props;
  return (
    <article ref={parts.rootRef} {...parts.rootProps}>
      {parts.masthead}
      <div className="vx-herald-navrow">
        {parts.categoryBar}
        {parts.search}
      </div>
      {parts.ticker}

      <div className={`vx-herald-layout vx-herald-layout--${position}`}>
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
          {parts.authorAboveRelated}
          {parts.related}
          {parts.ad}
        </aside>
      </div>

      <div className="vx-herald-front">
        {parts.latest}
        {parts.secondary}
      </div>
      {parts.floating}
    </article>
  );
}
