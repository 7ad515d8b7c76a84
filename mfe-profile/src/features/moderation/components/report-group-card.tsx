import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ReportGroup } from '@voices/contracts';
import { REPORT_REASON_LABELS, type ReportReason } from '@voices/contracts/constants';
import { formatRelativeTime, type ModerationActionInput } from '@voices/platform';
import type { ActionRequest } from './action-dialog';

export interface PendingAction {
  request: ActionRequest | null;
  /** Builds the call from what the dialog answered (nothing asked: called with ''). */
  build: (answer: {
    text: string;
    label?: 'verified' | 'disputed' | 'none';
  }) => ModerationActionInput;
}

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/** One reported story or member: what was said about it, its state, and what can be done. */
export function ReportGroupCard({
  group,
  open,
  busy,
  onAction,
}: {
  group: ReportGroup;
  /** In the open queue (Dismiss is offered). */
  open: boolean;
  busy: boolean;
  onAction: (action: PendingAction) => void;
}) {
  const titleId = useId();
  const { target } = group;
  const isStory = target.type === 'story';
  const title = target.title ?? (isStory ? 'A removed story' : 'A deleted member');
  const firstReport = group.reports[0];
  const notes = group.reports.filter((report) => report.note);
  const who = isStory ? 'author' : 'member';
  const memberId = target.authorId;

  const ask = (request: ActionRequest | null, build: PendingAction['build']) =>
    onAction({ request, build });

  return (
    <article className="vx-card vx-mod-group" aria-labelledby={titleId}>
      <header className="vx-mod-group-head">
        <span className="vx-mod-type">{isStory ? 'Story' : 'Member'}</span>
        <h3 id={titleId} className="vx-mod-group-title">
          {target.title ? <Link to={target.url}>{title}</Link> : title}
        </h3>
        <span className="vx-mod-count" title="Reports">
          {group.count} {group.count === 1 ? 'report' : 'reports'}
        </span>
      </header>
      {isStory && target.authorName ? (
        <p className="vx-mod-author">
          By{' '}
          {target.authorId ? (
            <Link to={`/profile/${encodeURIComponent(target.authorId)}`}>{target.authorName}</Link>
          ) : (
            target.authorName
          )}
        </p>
      ) : null}
      <ul className="vx-mod-states" aria-label="Current state">
        {target.hidden ? <li className="vx-mod-state vx-mod-state--hidden">Hidden</li> : null}
        {target.verificationStatus ? (
          <li className={`vx-mod-state vx-mod-state--${target.verificationStatus}`}>
            {target.verificationStatus === 'verified' ? 'Verified' : 'Disputed'}
          </li>
        ) : null}
        {target.suspended ? (
          <li className="vx-mod-state vx-mod-state--suspended">
            {isStory ? 'Author suspended' : 'Suspended'}
          </li>
        ) : null}
        {!target.hidden && !target.verificationStatus && !target.suspended ? (
          <li className="vx-mod-state">{isStory ? 'Visible' : 'Active'}</li>
        ) : null}
      </ul>
      <ul className="vx-mod-reasons" aria-label="Reasons">
        {Object.entries(group.reasons).map(([reason, count]) => (
          <li key={reason}>
            {reasonLabel(reason)} <strong>×{count}</strong>
          </li>
        ))}
      </ul>
      {notes.length > 0 ? (
        <ul className="vx-mod-notes" aria-label="Notes">
          {notes.map((report) => (
            <li key={report.id}>
              <span className="vx-mod-note-reason">{reasonLabel(report.reason)}:</span>{' '}
              {report.note}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="vx-mod-times">
        First reported{' '}
        <time dateTime={group.firstReportedAt}>{formatRelativeTime(group.firstReportedAt)}</time>
        {group.count > 1 ? (
          <>
            {' · '}last{' '}
            <time dateTime={group.lastReportedAt}>{formatRelativeTime(group.lastReportedAt)}</time>
          </>
        ) : null}
        {!open && firstReport?.resolution ? ` · closed by ${firstReport.resolution}` : null}
      </p>
      <div className="vx-mod-actions" role="group" aria-label={`Actions on ${title}`}>
        {isStory && target.title ? (
          target.hidden ? (
            <button
              type="button"
              className="vx-btn vx-btn-sm"
              disabled={busy}
              onClick={() => ask(null, () => ({ action: 'restore', storyId: target.id }))}
            >
              Restore
            </button>
          ) : (
            <button
              type="button"
              className="vx-btn vx-btn-sm vx-btn-danger"
              disabled={busy}
              onClick={() =>
                ask(
                  { title: `Hide “${title}”`, kind: 'reason', confirmLabel: 'Hide', danger: true },
                  ({ text }) => ({ action: 'hide', storyId: target.id, reason: text }),
                )
              }
            >
              Hide
            </button>
          )
        ) : null}
        {isStory && target.title ? (
          <button
            type="button"
            className="vx-btn vx-btn-sm"
            disabled={busy}
            onClick={() =>
              ask(
                {
                  title: `Label “${title}”`,
                  kind: 'label',
                  confirmLabel: 'Save label',
                  initialLabel: target.verificationStatus === 'disputed' ? 'disputed' : 'verified',
                },
                ({ text, label }) => ({
                  action: 'label',
                  storyId: target.id,
                  label: label ?? 'none',
                  ...(text ? { note: text } : {}),
                }),
              )
            }
          >
            Label…
          </button>
        ) : null}
        {memberId ? (
          target.suspended ? (
            <button
              type="button"
              className="vx-btn vx-btn-sm"
              disabled={busy}
              onClick={() => ask(null, () => ({ action: 'reinstate', userId: memberId }))}
            >
              Reinstate {who}
            </button>
          ) : (
            <button
              type="button"
              className="vx-btn vx-btn-sm vx-btn-danger"
              disabled={busy}
              onClick={() =>
                ask(
                  {
                    title: `Suspend ${target.authorName ?? 'this member'}`,
                    kind: 'reason',
                    confirmLabel: 'Suspend',
                    danger: true,
                  },
                  ({ text }) => ({ action: 'suspend', userId: memberId, reason: text }),
                )
              }
            >
              Suspend {who}
            </button>
          )
        ) : null}
        {open && firstReport ? (
          <button
            type="button"
            className="vx-btn vx-btn-sm vx-btn-ghost"
            disabled={busy}
            onClick={() =>
              ask(
                {
                  title: `Dismiss the reports on “${title}”`,
                  kind: 'optional-reason',
                  confirmLabel: 'Dismiss',
                },
                ({ text }) => ({
                  action: 'dismiss',
                  reportId: firstReport.id,
                  ...(text ? { reason: text } : {}),
                }),
              )
            }
          >
            Dismiss
          </button>
        ) : null}
      </div>
    </article>
  );
}
