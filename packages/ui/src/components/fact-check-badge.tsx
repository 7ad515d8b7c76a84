import { useT } from '../i18n';

const MARKS = { verified: '✓', disputed: '!', hidden: '⦸' } as const;
const LABELS = {
  verified: 'factCheck.verified',
  disputed: 'factCheck.disputed',
  hidden: 'factCheck.hidden',
} as const;

export interface FactCheckBadgeProps {
  /** A story's `verificationStatus`; nothing is drawn without one. */
  status?: string | null;
  /** A story's `moderationStatus`: 'hidden' shows a 'Hidden' badge (to its author, moderators). */
  moderationStatus?: string | null;
  className?: string;
}

/** The small mark a card carries: Verified, Disputed, or Hidden by a moderator. */
export function FactCheckBadge({ status, moderationStatus, className }: FactCheckBadgeProps) {
  const t = useT();
  const kind =
    moderationStatus === 'hidden'
      ? 'hidden'
      : status === 'verified' || status === 'disputed'
        ? status
        : null;
  if (!kind) return null;
  return (
    <span
      className={['vx-factcheck-badge', `vx-factcheck-badge--${kind}`, className]
        .filter(Boolean)
        .join(' ')}
      title={kind === 'hidden' ? t('factCheck.hiddenTitle') : undefined}
    >
      <span aria-hidden="true">{MARKS[kind]}</span>
      {t(LABELS[kind])}
    </span>
  );
}
