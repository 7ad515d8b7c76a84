import { Link } from 'react-router-dom';
import { errorMessage, formatRelativeTime } from '@voices/platform';
import { useBlock, useBlockedMembers } from '@voices/platform/api';
import { Avatar, Spinner, toast } from '@voices/ui';
import { useCommon, useT as useProfileT } from '../../../i18n';
import { Trans, useT } from '../i18n';

/** The members one blocked, newest first, each with Unblock. */
export function BlockedMembers() {
  const t = useT();
  const profileT = useProfileT();
  const common = useCommon();
  const blocked = useBlockedMembers();
  const block = useBlock();

  const unblock = async (id: string) => {
    try {
      const answer = await block.mutateAsync({ id, block: false });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, profileT('memberMenu.unblockFailed')));
    }
  };

  return (
    <SettingsSection
      id="blocked"
      title={t('settings.blocked.title')}
      lead={t('settings.blocked.lead')}
    >
      {blocked.isPending ? (
        <Spinner label={t('settings.blocked.loading')} showLabel />
      ) : blocked.isError ? (
        <p className="vx-alert vx-alert-error" role="alert">
          {errorMessage(blocked.error, t('settings.blocked.loadFailed'))}{' '}
          <button type="button" className="vx-btn vx-btn-sm" onClick={() => void blocked.refetch()}>
            {common.t('action.retry')}
          </button>
        </p>
      ) : blocked.data.length === 0 ? (
        <p className="vx-muted">{t('settings.blocked.none')}</p>
      ) : (
        <ul className="vx-settings-list" aria-label={t('settings.blocked.title')}>
          {blocked.data.map((member) => (
            <li key={member.id} className="vx-settings-list-item">
              <Avatar name={member.name} photo={member.photo} size={36} />
              <span className="vx-settings-list-text">
                <Link to={`/profile/${encodeURIComponent(member.id)}`}>{member.name}</Link>
                <span className="vx-muted">
                  <Trans
                    id="settings.blocked.when"
                    values={{ time: formatRelativeTime(member.blockedAt) }}
                    components={{ 0: <time dateTime={member.blockedAt} /> }}
                  />
                </span>
              </span>
              <button
                type="button"
                className="vx-btn vx-btn-sm"
                disabled={block.isPending}
                aria-label={t('settings.blocked.unblockName', { name: member.name })}
                onClick={() => void unblock(member.id)}
              >
                {profileT('memberMenu.unblock')}
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
