import { useId } from 'react';
import './security-features.css';

const FEATURES = [
  {
    title: 'No password to steal',
    text: 'You sign in with a one-time code sent to your e-mail address.',
  },
  {
    title: 'Codes expire in 10 minutes',
    text: 'Each code works once, and only for the address it was sent to.',
  },
  {
    title: 'Limited attempts',
    text: 'A code stops working after 5 wrong tries, and repeated guessing locks the address for a while.',
  },
  {
    title: 'Sessions you control',
    text: 'Logging out ends your session on our servers, not just in this browser.',
  },
] as const;

export function SecurityFeatures() {
  const headingId = useId();
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
        Security Features
      </h2>
      <ul className="vx-auth-security-list">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <strong>{feature.title}</strong>
            <span>{feature.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
