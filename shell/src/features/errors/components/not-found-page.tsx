import { Link, useLocation } from 'react-router-dom';
import './error-fallback.css';
import { useDocumentTitle } from '@voices/platform';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <div className="vx-shell-error">
      <div className="vx-shell-error-card">
        <p className="vx-shell-not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="vx-shell-error-title">Page not found</h1>
        <p className="vx-shell-error-text">
          There is no page at <code className="vx-shell-not-found-path">{pathname}</code>. It may
          have moved, or the link may be mistyped.
        </p>
        <div className="vx-shell-not-found-actions">
          <Link to="/" className="vx-btn vx-btn-primary">
            Go to the front page
          </Link>
          <Link to="/home" className="vx-btn vx-btn-ghost">
            Read the news
          </Link>
        </div>
      </div>
    </div>
  );
}
