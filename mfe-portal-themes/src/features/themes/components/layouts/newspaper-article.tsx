import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { Nameplate } from './nameplate';
import { PaperSearch, SideList } from './newspaper-parts';
import './newspaper.css';

const ordinal = new Intl.NumberFormat('en', { minimumIntegerDigits: 1 });

/**
 * Newspaper Classic: a sepia old-style daily. A centred nameplate between ruled ears, then three
 * columns: the search box and the side list of three on the left, the story in the middle, the
 * author, related stories and the advertisement on the right; more stories at the foot. The
 * story comes first in the page's order, so a screen reader starts with it.
 */
export function NewspaperArticle(props: ArticleLayoutProps) {
  const parts = useArticleParts(props);
  const { theme, heading, stories } = props;
  const year = parts.now.getFullYear();
  return (
    <article ref={parts.rootRef} {...parts.rootProps}>
      <Nameplate
        heading={heading}
        themeName={theme.name}
        now={parts.now}
        className="vx-paper-plate"
        above={
          <p className="vx-paper-ears">
            <span>Vol. {ordinal.format(year - 2023)}</span>
            <span>All the news of the neighbourhood</span>
            <span>One Penny</span>
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
        <aside className="vx-herald-rail" aria-label="Around this story">
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
