import { useT } from '../../../../i18n';
import { HeraldImage } from '../herald/herald-image';
import { useCardParts, type CardLayoutProps } from './card-parts';
import { FEATURED_CLAMP_LINES } from './featured';
import './noir.css';

/**
 * Noir Press's card (and Niro White's, drawn light): the slim nameplate over its red rule, the
 * section flagged like the ticker, then the featured frame: the picture under its 'MAIN' badge
 * (or 'No image'), the headline and the text clamped to ten lines.
 */
export function NoirCard(props: CardLayoutProps) {
  const t = useT();
  const parts = useCardParts(props, { clampLines: FEATURED_CLAMP_LINES });
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-noir-card-plate">
        {parts.nameplate}
        <p className="vx-noir-card-meta" suppressHydrationWarning>
          {props.theme.name}
          <br />
          {parts.dateline}
        </p>
      </header>
      <div className="vx-noir-card-strip">
        {parts.category && <p className="vx-card-category">{parts.category}</p>}
        {parts.when}
      </div>
      <div className="vx-noir-card-frame">
        {parts.titleNode}
        {parts.byline}
        <div className="vx-featured-media vx-card-media">
          <p className="vx-featured-badge">{t('featured.badge')}</p>
          {parts.gallery || (
            <HeraldImage src={null} alt={t('image.noneAlt')} className="vx-card-no-image" />
          )}
        </div>
        {parts.body}
        {parts.link}
      </div>
    </article>
  );
}
