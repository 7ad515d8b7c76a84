import { formatNumber } from '@voices/platform';
import { useT } from '../../../../i18n';
import { useCardParts, type CardLayoutProps } from './card-parts';
import './newspaper.css';

/**
 * Newspaper Classic's card: an old-style daily on sepia. The ruled masthead with its ears
 * (volume, date, price) and the italic nameplate between double rules, the section in italics,
 * the headline centred over a double rule, a sepia picture and the text.
 */
export function NewspaperCard(props: CardLayoutProps) {
  const t = useT();
  const parts = useCardParts(props);
  const volume = parts.now.getFullYear() - 2023;
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-paper-card-plate">
        <p className="vx-paper-card-ears">
          <span>{t('paper.volume', { number: formatNumber(Math.max(1, volume)) })}</span>
          <span suppressHydrationWarning>{parts.dateline}</span>
          <span>{t('paper.price')}</span>
        </p>
        {parts.nameplate}
      </header>
      {parts.category && <p className="vx-card-category vx-paper-card-section">{parts.category}</p>}
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
