import { Link } from 'react-router-dom';
import { TAGLINE } from '../lib/brand';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="vx-shell-footer">
      <div className="vx-shell-footer-inner">
        <div className="vx-shell-footer-brand">
          <strong className="vx-shell-footer-name">Voices</strong>
          <span className="vx-shell-footer-tagline">{TAGLINE}</span>
        </div>
        <nav className="vx-shell-footer-links" aria-label="Site">
          <Link to="/news">News</Link>
          <Link to="/about">About Us</Link>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms &amp; Conditions</Link>
        </nav>
        <p className="vx-shell-footer-copy">
          © {new Date().getFullYear()} Voices. Stories belong to the people who wrote them.
        </p>
      </div>
    </footer>
  );
}
