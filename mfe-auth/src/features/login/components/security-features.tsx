import { useId } from 'react';
import { useT } from '../../../i18n';
import './security-features.css';

/** The features, by their messages' keys: `security.<name>.title` and `.text`. */
const FEATURES = [
  { id: 'password', title: 'security.password.title', text: 'security.password.text' },
  { id: 'expiry', title: 'security.expiry.title', text: 'security.expiry.text' },
  { id: 'attempts', title: 'security.attempts.title', text: 'security.attempts.text' },
  { id: 'sessions', title: 'security.sessions.title', text: 'security.sessions.text' },
] as const;

export function SecurityFeatures() {
  const headingId = useId();
  const t = useT();
  return (
    <section className="vx-auth-security" aria-labelledby={headingId}>
      <h2 id={headingId} className="vx-auth-security-title">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 3 4.5 6v5.5c0 4.4 3.1 8.3 7.5 9.5 4.4-1.2 7.5-5.1 7.5-9.5V6z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path
            d="m8.8 12 2.2 2.2 4.3-4.4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('security.title')}
      </h2>
      <ul className="vx-auth-security-list">
        {FEATURES.map((feature) => (
          <li key={feature.id}>
            <strong>{t(feature.title)}</strong>
            <span>{t(feature.text)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
