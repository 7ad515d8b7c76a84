import { useT } from '../../../i18n';
import './error-fallback.css';

const reloadPage = () => window.location.reload();

export interface ErrorFallbackProps {
  onRefresh?: () => void;
}

/** Spec 000 §2, error fallback screen: shown on any unexpected rendering error. */
export function ErrorFallback({ onRefresh = reloadPage }: ErrorFallbackProps) {
  const t = useT();
  return (
    <div className="vx-shell-error" role="alert">
      <div className="vx-shell-error-card">
        <svg
          className="vx-shell-error-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className="vx-shell-error-title">{t('error.title')}</h1>
        <p className="vx-shell-error-text">{t('error.text')}</p>
        <button type="button" className="vx-btn vx-btn-primary" onClick={onRefresh}>
          {t('error.refresh')}
        </button>
      </div>
    </div>
  );
}
