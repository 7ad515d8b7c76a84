import { useT } from '../../../../i18n';
import { useCardParts, type CardLayoutProps } from '../layouts/card-parts';

export type HeraldCardProps = CardLayoutProps;

/**
 * The Daily Herald's card: its front page in small. The edition line over the centred
 * nameplate and its double rule, the section band, then the headline, the picture and the text.
 */
export function HeraldCard(props: HeraldCardProps) {
  const t = useT();
  const parts = useCardParts(props);
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-grid-card-plate">
        <p className="vx-grid-card-line">
          <span suppressHydrationWarning>
            {t('masthead.edition', { number: parts.editionText })}
          </span>
          <span suppressHydrationWarning>{parts.dateline}</span>
        </p>
        {parts.nameplate}
      </header>
      {parts.category && <p className="vx-card-category vx-grid-card-section">{parts.category}</p>}
      <div className="vx-card-body">
        {parts.titleNode}
        <div className="vx-card-meta">
          {parts.byline}
          {parts.when}
        </div>
        {parts.gallery && <div className="vx-card-media">{parts.gallery}</div>}
        {parts.body}
        {parts.link}
      </div>
    </article>
  );
}
