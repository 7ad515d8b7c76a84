import { useCardParts, type CardLayoutProps } from './card-parts';
import './wave.css';

/**
 * Red Wave's card: the red nameplate band and the black section strip, a huge condensed
 * headline over the full-bleed picture, the text, and 'Read Full Article' as a red bar.
 */
export function WaveCard(props: CardLayoutProps) {
  const parts = useCardParts(props);
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-wave-card-band">
        {parts.nameplate}
        <p className="vx-wave-card-paper">{props.theme.name}</p>
      </header>
      <div className="vx-wave-card-strip">
        {parts.category && <p className="vx-card-category">{parts.category}</p>}
        {parts.when}
      </div>
      <div className="vx-wave-card-hero">{parts.titleNode}</div>
      {parts.gallery && <div className="vx-card-media vx-wave-card-bleed">{parts.gallery}</div>}
      <div className="vx-card-body">
        {parts.byline}
        {parts.body}
      </div>
      {parts.link}
    </article>
  );
}
