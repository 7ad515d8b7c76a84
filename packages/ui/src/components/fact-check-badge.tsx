export interface FactCheckBadgeProps {
  /** A story's `verificationStatus`; nothing is drawn without one. */
  status?: string | null;
  /** A story's `moderationStatus`: 'hidden' shows a 'Hidden' badge (to its author, moderators). */
  moderationStatus?: string | null;
  className?: string;
}

/** The small mark a card carries: Verified, Disputed, or Hidden by a moderator. */
export function FactCheckBadge({ status, moderationStatus, className }: FactCheckBadgeProps) {
  const kind =
    moderationStatus === 'hidden'
      ? 'hidden'
      : status === 'verified' || status === 'disputed'
        ? status
        : null;
  if (!kind) return null;
  const label = kind === 'verified' ? 'Verified' : kind === 'disputed' ? 'Disputed' : 'Hidden';
  return (
    <span
      className={['vx-factcheck-badge', `vx-factcheck-badge--${kind}`, className]
        .filter(Boolean)
        .join(' ')}
      title={kind === 'hidden' ? 'Hidden by a moderator' : undefined}
    >
      <span aria-hidden="true">{kind === 'verified' ? '✓' : kind === 'disputed' ? '!' : '⦸'}</span>
      {label}
    </span>
  );
}
