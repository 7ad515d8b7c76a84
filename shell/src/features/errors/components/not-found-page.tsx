import { Link, useLocation } from 'react-router-dom';
import './error-fallback.css';
import { useDocumentTitle } from '@voices/platform';
import { Trans, useT } from '../../../i18n';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="vx-shell-error">
      <div className="vx-shell-error-card">
        <p className="vx-shell-not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="vx-shell-error-title">{t('notFound.title')}</h1>
        <p className="vx-shell-error-text">
          <Trans
            id="notFound.text"
            values={{ path: pathname }}
            components={{ 0: <code className="vx-shell-not-found-path" /> }}
          />
        </p>
        <div className="vx-shell-not-found-actions">
          <Link to="/" className="vx-btn vx-btn-primary">
            {t('notFound.frontPage')}
          </Link>
          <Link to="/home" className="vx-btn vx-btn-ghost">
            {t('notFound.news')}
          </Link>
        </div>
      </div>
    </div>
  );
}
