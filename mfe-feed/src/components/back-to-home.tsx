import { Link, useLocation } from 'react-router-dom';
import { useT } from '../i18n';
import './common.css';

/** 'Back to Home', on every page of the section but /home itself. */
export function BackToHome() {
  const t = useT();
  const { pathname } = useLocation();
  if (pathname === '/home') return null;
  return (
    <Link className="vx-feed-back" to="/home">
      <span aria-hidden="true">←</span> {t('nav.backToHome')}
    </Link>
  );
}
