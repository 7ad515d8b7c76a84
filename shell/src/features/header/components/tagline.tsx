import { useT } from '../../../i18n';

/** The tagline scrolls like a news ticker; with reduced motion it stands still. */
export function Tagline() {
  const t = useT();
  return (
    <p className="vx-shell-tagline">
      <span className="vx-shell-tagline-track">{t('brand.tagline')}</span>
    </p>
  );
}
