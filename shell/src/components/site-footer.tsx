import { Link } from 'react-router-dom';
import { useT } from '../i18n';
import { BRAND } from '../lib/brand';
import './site-footer.css';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="vx-shell-footer">
      <div className="vx-shell-footer-inner">
        <div className="vx-shell-footer-brand">
          <strong className="vx-shell-footer-name">{BRAND}</strong>
          <span className="vx-shell-footer-tagline">{t('brand.tagline')}</span>
        </div>
        <nav className="vx-shell-footer-links" aria-label={t('footer.label')}>
          <Link to="/news">{t('footer.news')}</Link>
          <Link to="/about">{t('page.about')}</Link>
          <Link to="/privacy">{t('page.privacy')}</Link>
          <Link to="/terms">{t('page.terms')}</Link>
        </nav>
        <p className="vx-shell-footer-copy">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}
