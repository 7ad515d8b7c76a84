import { useT } from '../../../../i18n';
import { useCardParts, type CardLayoutProps } from './card-parts';
import './broadsheet.css';

/**
 * Broadsheet Classic's card: the blackletter nameplate between its ears over a double rule,
 * the headline across, and the text set dense in narrow ruled columns under a drop cap.
 */
export function BroadsheetCard(props: CardLayoutProps) {
  const t = useT();
  const parts = useCardParts(props, { bodyClassName: 'vx-broad-card-columns' });
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-broad-card-plate">
        <p className="vx-broad-card-ears">
          <span suppressHydrationWarning>
            {t('broadsheet.number', { number: parts.editionText })}
          </span>
          <span suppressHydrationWarning>{parts.dateline}</span>
        </p>
        {parts.nameplate}
      </header>
      {parts.category && <p className="vx-card-category vx-broad-card-section">{parts.category}</p>}
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
