import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ReportGroup } from '@voices/contracts';
import { REPORT_REASON_LABELS } from '@voices/contracts/constants';
import { formatRelativeTime } from '@voices/platform';
import { type ModerationActionInput } from '@voices/platform/api';
import { Trans, useT, type ModerationMessageKey } from '../i18n';
import type { ActionRequest } from './action-dialog';

export interface PendingAction {
  request: ActionRequest | null;
  /** Builds the call from what the dialog answered (nothing asked: called with ''). */
  build: (answer: {
    text: string;
    label?: 'verified' | 'disputed' | 'none';
  }) => ModerationActionInput;
}

/** How a closed report was closed, by the action that closed it. */
const CLOSED_BY: Record<string, ModerationMessageKey> = {
  dismiss: 'mod.closed.dismiss',
  hide: 'mod.closed.hide',
  restore: 'mod.closed.restore',
  label: 'mod.closed.label',
  suspend: 'mod.closed.suspend',
  reinstate: 'mod.closed.reinstate',
};

/** A report reason's name in the interface language (an unknown one as it came). */
function useReasonLabel(): (reason: string) => string {
  const t = useT();
  return (reason) =>
    reason in REPORT_REASON_LABELS ? t(`mod.reason.${reason}` as ModerationMessageKey) : reason;
}

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
  const t = useT();
  const reasonLabel = useReasonLabel();
  const titleId = useId();
  const { target } = group;
  const isStory = target.type === 'story';
  const title = target.title ?? (isStory ? t('mod.removedStory') : t('mod.deletedMember'));
  const firstReport = group.reports[0];
  const notes = group.reports.filter((report) => report.note);
  const memberId = target.authorId;

  const ask = (request: ActionRequest | null, build: PendingAction['build']) =>
    onAction({ request, build });

  return (
    <article className="vx-card vx-mod-group" aria-labelledby={titleId}>
      <header className="vx-mod-group-head">
        <span className="vx-mod-type">{isStory ? t('mod.type.story') : t('mod.type.member')}</span>
        <h3 id={titleId} className="vx-mod-group-title">
          {target.title ? <Link to={target.url}>{title}</Link> : title}
        </h3>
        <span className="vx-mod-count" title={t('mod.reports')}>
          {t('mod.reportCount', { count: group.count })}
        </span>
      </header>
      {isStory && target.authorName ? (
        <p className="vx-mod-author">
          <Trans
            id="mod.by"
            values={{ name: target.authorName }}
            components={{
              0: target.authorId ? (
                <Link to={`/profile/${encodeURIComponent(target.authorId)}`} />
              ) : (
                <span />
              ),
            }}
          />
        </p>
      ) : null}
      <ul className="vx-mod-states" aria-label={t('mod.currentState')}>
        {target.hidden ? (
          <li className="vx-mod-state vx-mod-state--hidden">{t('mod.state.hidden')}</li>
        ) : null}
        {target.verificationStatus ? (
          <li className={`vx-mod-state vx-mod-state--${target.verificationStatus}`}>
            {target.verificationStatus === 'verified'
              ? t('mod.state.verified')
              : t('mod.state.disputed')}
          </li>
        ) : null}
        {target.suspended ? (
          <li className="vx-mod-state vx-mod-state--suspended">
            {isStory ? t('mod.state.authorSuspended') : t('mod.state.suspended')}
          </li>
        ) : null}
        {!target.hidden && !target.verificationStatus && !target.suspended ? (
          <li className="vx-mod-state">
            {isStory ? t('mod.state.visible') : t('mod.state.active')}
          </li>
        ) : null}
      </ul>
      <ul className="vx-mod-reasons" aria-label={t('mod.reasons')}>
        {Object.entries(group.reasons).map(([reason, count]) => (
          <li key={reason}>
            {reasonLabel(reason)} <strong>×{count}</strong>
          </li>
        ))}
      </ul>
      {notes.length > 0 ? (
        <ul className="vx-mod-notes" aria-label={t('mod.notes')}>
          {notes.map((report) => (
            <li key={report.id}>
              <span className="vx-mod-note-reason">
                {t('mod.noteReason', { reason: reasonLabel(report.reason) })}
              </span>{' '}
              {report.note}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="vx-mod-times">
        <Trans
          id={group.count > 1 ? 'mod.reportedRange' : 'mod.reportedOnce'}
          values={{
            first: formatRelativeTime(group.firstReportedAt),
            last: formatRelativeTime(group.lastReportedAt),
          }}
          components={{
            0: <time dateTime={group.firstReportedAt} />,
            1: <time dateTime={group.lastReportedAt} />,
          }}
        />
        {!open && firstReport?.resolution
          ? ` · ${t(CLOSED_BY[firstReport.resolution] ?? 'mod.closed.other', {
              resolution: firstReport.resolution,
            })}`
          : null}
      </p>
      <div className="vx-mod-actions" role="group" aria-label={t('mod.actionsOn', { title })}>
        {isStory && target.title ? (
          target.hidden ? (
            <button
              type="button"
              className="vx-btn vx-btn-sm"
              disabled={busy}
              onClick={() => ask(null, () => ({ action: 'restore', storyId: target.id }))}
            >
              {t('mod.restore')}
            </button>
          ) : (
            <button
              type="button"
              className="vx-btn vx-btn-sm vx-btn-danger"
              disabled={busy}
              onClick={() =>
                ask(
                  {
                    title: t('mod.hideTitle', { title }),
                    kind: 'reason',
                    confirmLabel: t('mod.hide'),
                    danger: true,
                  },
                  ({ text }) => ({ action: 'hide', storyId: target.id, reason: text }),
                )
              }
            >
              {t('mod.hide')}
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
                  title: t('mod.labelTitle', { title }),
                  kind: 'label',
                  confirmLabel: t('mod.saveLabel'),
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
            {t('mod.labelButton')}
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
              {isStory ? t('mod.reinstateAuthor') : t('mod.reinstateMember')}
            </button>
          ) : (
            <button
              type="button"
              className="vx-btn vx-btn-sm vx-btn-danger"
              disabled={busy}
              onClick={() =>
                ask(
                  {
                    title: target.authorName
                      ? t('mod.suspendTitle', { name: target.authorName })
                      : t('mod.suspendTitleUnnamed'),
                    kind: 'reason',
                    confirmLabel: t('mod.suspend'),
                    danger: true,
                  },
                  ({ text }) => ({ action: 'suspend', userId: memberId, reason: text }),
                )
              }
            >
              {isStory ? t('mod.suspendAuthor') : t('mod.suspendMember')}
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
                  title: t('mod.dismissTitle', { title }),
                  kind: 'optional-reason',
                  confirmLabel: t('mod.dismiss'),
                },
                ({ text }) => ({
                  action: 'dismiss',
                  reportId: firstReport.id,
                  ...(text ? { reason: text } : {}),
                }),
              )
            }
          >
            {t('mod.dismiss')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
