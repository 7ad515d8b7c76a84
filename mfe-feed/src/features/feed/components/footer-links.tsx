import { Link } from 'react-router-dom';
import './feed.css';

const LINKS = [
  { to: '/about', label: 'About' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/home', label: 'Home' },
];

export function FooterLinks() {
  return (
    <footer className="vx-feed-footer">
      <nav aria-label="About Voices">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <p>Your world, your voice: Share, read &amp; react to global stories</p>
    </footer>
  );
}
