import { useT } from '../../../../i18n';
import { useArticleParts, type ArticleLayoutProps } from './article-parts';
import { Nameplate } from './nameplate';
import { StoryWall } from './story-wall';
import './wave.css';

/**
 * Red Wave: a loud tabloid. A red nameplate band, a very large condensed headline over the
 * full-bleed lead picture, the story beside its rail, then a dense wall of the other stories.
 */
export function WaveArticle(props: ArticleLayoutProps) {
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
        className="vx-wave-band"
      >
        {parts.search}
      </Nameplate>
      {parts.categoryBar}
      {parts.ticker}
      <header className="vx-wave-hero">
        {parts.kicker}
        {parts.titleNode}
      </header>
      <div className="vx-wave-bleed">{parts.gallery}</div>
      <div className={`vx-wave-layout vx-wave-layout--${props.position}`}>
        {parts.authorLeft}
        <div className="vx-herald-main">
          {parts.dek}
          {parts.byline}
          {parts.factCheck}
          {parts.body}
          {parts.authorBelow}
          {parts.pager}
        </div>
        <aside className="vx-herald-rail" aria-label={t('article.around')}>
          {parts.authorRailTop}
          {parts.authorAboveRelated}
          {parts.related}
        </aside>
      </div>
      <StoryWall stories={parts.others} title={t('lists.more')} className="vx-wave-wall" />
      {parts.floating}
    </article>
  );
}
