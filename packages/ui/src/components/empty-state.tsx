import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  action?: ReactNode;
  /** A decorative symbol above the title (hidden from assistive technology). */
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, message, action, icon, className }: EmptyStateProps) {
  return (
    <div className={['vx-empty', className].filter(Boolean).join(' ')}>
      {icon ? (
        <div className="vx-empty-icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h3 className="vx-empty-title">{title}</h3>
      {message ? <p className="vx-empty-message">{message}</p> : null}
      {action ? <div className="vx-empty-action">{action}</div> : null}
    </div>
  );
}
