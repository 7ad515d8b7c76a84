import { Link } from 'react-router-dom';
import { categoryLabel } from '@voices/platform';
import { useT, type FeedMessageKey } from '../../../i18n';
import './feed.css';

const LINKS: { to: string; label: FeedMessageKey | null }[] = [
  { to: '/about', label: 'footer.about' },
  { to: '/privacy', label: 'footer.privacy' },
  { to: '/terms', label: 'footer.terms' },
  // The home page: the Home tab's name.
  { to: '/home', label: null },
];

export function FooterLinks() {
  const t = useT();
  const home = categoryLabel('home');
  return (
    <footer className="vx-feed-footer">
      <nav aria-label={t('footer.label')}>
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label ? t(link.label) : home}
          </Link>
        ))}
      </nav>
      <p>{t('footer.tagline')}</p>
    </footer>
  );
}
