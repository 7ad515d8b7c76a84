import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { BRAND } from '../../../lib/brand';

export interface LogoProps {
  to: string;
}

export function Logo({ to }: LogoProps) {
  const t = useT();
  return (
    <Link to={to} className="vx-shell-logo" aria-label={t('header.logo')}>
      <svg className="vx-shell-logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path
          d="M14 18h8.5L32 41.5 41.5 18H50L36.5 48h-9z"
          fill="var(--vx-accent-contrast, #fff)"
        />
        <circle cx="49" cy="47" r="5" fill="#f59e0b" />
      </svg>
      <span className="vx-shell-logo-word">{BRAND}</span>
    </Link>
  );
}
