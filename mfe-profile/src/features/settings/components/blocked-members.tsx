import { Link } from 'react-router-dom';
import { errorMessage, formatRelativeTime, useBlock, useBlockedMembers } from '@voices/platform';
import { Avatar, BLOCK_TEXT, Spinner, toast } from '@voices/ui';

/** The members one blocked, newest first, each with Unblock. */
export function BlockedMembers() {
  const blocked = useBlockedMembers();
  const block = useBlock();

  const unblock = async (id: string) => {
    try {
      const answer = await block.mutateAsync({ id, block: false });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, BLOCK_TEXT.unblockFailed));
    }
  };

  return (
    <SettingsSection
      id="blocked"
      title="Blocked members"
      lead="They can't follow you, and you don't see their stories. They are not told."
    >
      {blocked.isPending ? (
        <Spinner label="Loading blocked members…" showLabel />
      ) : blocked.isError ? (
        <p className="vx-alert vx-alert-error" role="alert">
          {errorMessage(blocked.error, 'Could not load the members you blocked.')}{' '}
          <button type="button" className="vx-btn vx-btn-sm" onClick={() => void blocked.refetch()}>
            Retry
          </button>
        </p>
      ) : blocked.data.length === 0 ? (
        <p className="vx-muted">You have not blocked anyone.</p>
      ) : (
        <ul className="vx-settings-list" aria-label="Blocked members">
          {blocked.data.map((member) => (
            <li key={member.id} className="vx-settings-list-item">
              <Avatar name={member.name} photo={member.photo} size={36} />
              <span className="vx-settings-list-text">
                <Link to={`/profile/${encodeURIComponent(member.id)}`}>{member.name}</Link>
                <span className="vx-muted">
                  Blocked{' '}
                  <time dateTime={member.blockedAt}>{formatRelativeTime(member.blockedAt)}</time>
                </span>
              </span>
              <button
                type="button"
                className="vx-btn vx-btn-sm"
                disabled={block.isPending}
                aria-label={`Unblock ${member.name}`}
                onClick={() => void unblock(member.id)}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

export function SettingsSection({
  id,
  title,
  lead,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  const headingId = `vx-settings-${id}`;
  return (
    <section
      className={`vx-card vx-settings-section${danger ? ' vx-settings-section--danger' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="vx-profile-section-title">
        {title}
      </h2>
      {lead ? <p className="vx-muted vx-settings-lead">{lead}</p> : null}
      {children}
    </section>
  );
}
