import { useT } from '../../../../i18n';
import { HeraldImage } from '../herald/herald-image';
import { useCardParts, type CardLayoutProps } from './card-parts';
import { FEATURED_CLAMP_LINES } from './featured';
import './metro.css';

/**
 * Urban Chronicle's card: the transit-sign nameplate, a stripe of its Metro Lines with the
 * story's section as the station, and the featured red frame: headline, the author's name cut
 * at 20 characters, the picture under its 'MAIN' badge and the text clamped to ten lines.
 */
export function MetroCard(props: CardLayoutProps) {
  const t = useT();
  const parts = useCardParts(props, { clampLines: FEATURED_CLAMP_LINES });
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-metro-card-plate">
        {parts.nameplate}
        <p className="vx-metro-card-meta" suppressHydrationWarning>
          {props.theme.name} <span aria-hidden="true">·</span> {parts.dateline}
        </p>
      </header>
      <p className="vx-metro-card-line">
        <span className="vx-metro-card-stop" aria-hidden="true" />
        <span className="vx-metro-card-station">
          <span className="vx-visually-hidden">{t('metro.lineLabel')} </span>
          {parts.category || t('metro.city')}
        </span>
        <span className="vx-metro-card-stop" aria-hidden="true" />
      </p>
      <div className="vx-metro-card-frame">
        {parts.titleNode}
        <div className="vx-card-meta">
          {parts.byline}
          {parts.when}
        </div>
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
