import type { ModerationLogEntry } from '@voices/contracts';
import { formatDate, formatRelativeTime } from '@voices/platform';
import { Trans, useT, type ModerationMessageKey } from '../i18n';

/** Each action's line: who did it, to which story or member. */
const LINES: Record<string, ModerationMessageKey> = {
  hide: 'mod.log.hide',
  restore: 'mod.log.restore',
  suspend: 'mod.log.suspend',
  reinstate: 'mod.log.reinstate',
};

/** A label put on a story (or taken off), by the label. */
const LABEL_LINES: Record<string, ModerationMessageKey> = {
  verified: 'mod.log.labelVerified',
  disputed: 'mod.log.labelDisputed',
  none: 'mod.log.labelNone',
};

function lineOf(entry: ModerationLogEntry): ModerationMessageKey {
  const isStory = entry.targetType === 'story';
  if (entry.action === 'dismiss') return isStory ? 'mod.log.dismissStory' : 'mod.log.dismissMember';
  if (entry.action === 'label') return LABEL_LINES[entry.label ?? ''] ?? 'mod.log.label';
  return LINES[entry.action] ?? 'mod.log.other';
}

const FULL_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function targetHref(entry: ModerationLogEntry): string {
  const id = encodeURIComponent(entry.targetId);
  return entry.targetType === 'story' ? `/contribute/news/${id}?id=${id}` : `/profile/${id}`;
}

function LogLine({ entry }: { entry: ModerationLogEntry }) {
  const t = useT();
  return (
    <Trans
      id={lineOf(entry)}
      values={{
        moderator: entry.moderator.name,
        title: entry.targetTitle || entry.targetId,
        action: entry.action,
        type: entry.targetType === 'story' ? t('mod.log.typeStory') : t('mod.log.typeMember'),
      }}
      components={{
        0: <strong />,
        1: <span className="vx-mod-type" />,
        2: <a href={targetHref(entry)} />,
      }}
    />
  );
}

/** The audit log: who did what to which story or member, why, and when. */
export function ModerationLog({ entries }: { entries: ModerationLogEntry[] }) {
  const t = useT();
  return (
    <ol className="vx-mod-log">
      {entries.map((entry) => (
        <li key={entry.id} className="vx-mod-log-entry">
          <p className="vx-mod-log-line">
            <LogLine entry={entry} />
          </p>
          {entry.reason ? (
            <p className="vx-mod-log-reason">{t('mod.log.reason', { reason: entry.reason })}</p>
          ) : null}
          <time
            className="vx-mod-log-time"
            dateTime={entry.createdAt}
            title={formatDate(entry.createdAt, FULL_TIME)}
          >
            {formatRelativeTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ol>
  );
}
