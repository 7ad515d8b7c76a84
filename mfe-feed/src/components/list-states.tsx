import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@voices/ui';
import { useT } from '../i18n';
import './common.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="vx-feed-state vx-feed-state-loading">
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A list that failed: the message and 'Try Again'. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="vx-feed-state vx-feed-state-error" role="alert">
      <p>{message}</p>
      <button type="button" className="vx-btn" onClick={onRetry}>
        {t('state.tryAgain')}
      </button>
    </div>
  );
}

export function EmptyList({ title, message }: { title: ReactNode; message?: ReactNode }) {
  return (
    <EmptyState
      className="vx-feed-state"
      title={title}
      message={message}
      icon={
        <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
          <rect
            x="7"
            y="9"
            width="34"
            height="30"
            rx="3"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          />
          <path
            d="M13 17h22M13 24h22M13 31h14"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
      }
    />
  );
}
