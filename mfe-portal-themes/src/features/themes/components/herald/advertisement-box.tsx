import { SiteLink } from './herald-context';

/**
 * The sidebar advertisement a writer can switch on. It is always Voices' own notice, drawn
 * from this bundle: no advertiser's markup, script or link ever runs in a reader's page.
 */
export function AdvertisementBox() {
  return (
    <aside className="vx-herald-ad" aria-label="Advertisement">
      <p className="vx-herald-ad-label">Advertisement</p>
      <p className="vx-herald-ad-title">Your town has stories. Tell them.</p>
      <p className="vx-herald-ad-text">
        Write for your neighbours on Voices: pick a newspaper theme, add your photos and publish in
        minutes.
      </p>
      <SiteLink to="/contribute" className="vx-herald-ad-action">
        Share Your News
      </SiteLink>
    </aside>
  );
}
