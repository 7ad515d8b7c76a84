import { useId } from 'react';
import { CommonTrans } from '@voices/platform';
import { useT } from '../../../i18n';
import './section-unavailable.css';

export interface SectionUnavailableProps {
  section: string;
  onRetry: () => void;
}

export function SectionUnavailable({ section, onRetry }: SectionUnavailableProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="vx-shell-unavailable" role="alert" aria-labelledby={titleId}>
      <svg className="vx-shell-unavailable-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 12a8 8 0 0 1 13.7-5.6M20 12a8 8 0 0 1-13.7 5.6M17.7 2.5v4h-4M6.3 21.5v-4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id={titleId} className="vx-shell-unavailable-title">
        {section}
      </h2>
      <p className="vx-shell-unavailable-text">{t('section.unavailable')}</p>
      <p className="vx-shell-unavailable-hint">{t('section.unavailableHint')}</p>
      <button type="button" className="vx-btn vx-btn-primary" onClick={onRetry}>
        <CommonTrans id="action.retry" />
      </button>
    </section>
  );
}
