import { useT } from '../../../../i18n';
import { SiteLink } from './herald-context';

/**
 * The sidebar advertisement a writer can switch on. It is always Voices' own notice, drawn
 * from this bundle: no advertiser's markup, script or link ever runs in a reader's page.
 */
export function AdvertisementBox() {
  const t = useT();
  return (
    <aside className="vx-herald-ad" aria-label={t('ad.label')}>
      <p className="vx-herald-ad-label">{t('ad.label')}</p>
      <p className="vx-herald-ad-title">{t('ad.title')}</p>
      <p className="vx-herald-ad-text">{t('ad.text')}</p>
      <SiteLink to="/contribute" className="vx-herald-ad-action">
        {t('ad.action')}
      </SiteLink>
    </aside>
  );
}
