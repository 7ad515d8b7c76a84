import type { ModerationLogEntry } from '@voices/contracts';
import { formatRelativeTime } from '@voices/platform';

const VERBS: Record<string, string> = {
  dismiss: 'dismissed the reports on',
  hide: 'hid',
  restore: 'restored',
  label: 'labelled',
  suspend: 'suspended',
  reinstate: 'reinstated',
};

const LABEL_WORDS: Record<string, string> = {
  verified: 'Verified',
  disputed: 'Disputed',
  none: 'no label',
};

function targetHref(entry: ModerationLogEntry): string {
  const id = encodeURIComponent(entry.targetId);
  return entry.targetType === 'story' ? `/contribute/news/${id}?id=${id}` : `/profile/${id}`;
}

/** The audit log: who did what to which story or member, why, and when. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  return (
    <ol className="vx-mod-log">
      {entries.map((entry) => (
        <li key={entry.id} className="vx-mod-log-entry">
          <p className="vx-mod-log-line">
            <strong>{entry.moderator.name}</strong> {VERBS[entry.action] ?? entry.action}{' '}
            <span className="vx-mod-type">{entry.targetType === 'story' ? 'story' : 'member'}</span>{' '}
            <a href={targetHref(entry)}>{entry.targetTitle || entry.targetId}</a>
            {entry.action === 'label' && entry.label ? (
              <> as {LABEL_WORDS[entry.label] ?? entry.label}</>
            ) : null}
          </p>
          {entry.reason ? <p className="vx-mod-log-reason">“{entry.reason}”</p> : null}
          <time className="vx-mod-log-time" dateTime={entry.createdAt} title={entry.createdAt}>
            {formatRelativeTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
