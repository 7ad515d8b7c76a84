import { TAGLINE } from '../../../lib/brand';

/** The tagline scrolls like a news ticker; with reduced motion it stands still. */
export function Tagline() {
  return (
    <p className="vx-shell-tagline">
      <span className="vx-shell-tagline-track">{TAGLINE}</span>
    </p>
  );
}
