import { useCardParts, type CardLayoutProps } from './card-parts';
import './desk.css';

/**
 * Unity Desk's card: the centred nameplate between its rules, the section between hairlines,
 * the headline under a green rule, then the text in two ruled columns (the picture beside them
 * when the card is wide, as the lead sits in two of the page's three columns).
 */
export function DeskCard(props: CardLayoutProps) {
  const parts = useCardParts(props, { bodyClassName: 'vx-desk-card-columns' });
  return (
    <article {...parts.rootProps}>
      <header className="vx-card-plate vx-desk-card-plate">
        {parts.nameplate}
        <p className="vx-desk-card-meta" suppressHydrationWarning>
          <span className="vx-desk-card-paper">{props.theme.name}</span>{' '}
          <span aria-hidden="true">·</span> {parts.dateline}
        </p>
      </header>
      {parts.category && <p className="vx-card-category vx-desk-card-section">{parts.category}</p>}
      <div className="vx-card-body">
        {parts.titleNode}
        <div className="vx-card-meta">
          {parts.byline}
          {parts.when}
        </div>
        <div className="vx-desk-card-lead">
          {parts.gallery && <div className="vx-card-media">{parts.gallery}</div>}
          {parts.body}
        </div>
        {parts.link}
      </div>
    </article>
  );
}
