import { templateIdOrDefault } from '@voices/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserSummary } from '@voices/contracts';
import { errorMessage } from '@voices/platform';
import { Avatar, Modal, Spinner } from '@voices/ui';
import { FollowButton, type FollowChange } from '../../follow/components/follow-button';
import { USERS_BY_IDS_MAX, getUsersByIds } from '../api/get-users-by-ids';

export type ConnectionsKind = 'followers' | 'following';

const TITLES: Record<ConnectionsKind, string> = { followers: 'Followers', following: 'Following' };
const EMPTY: Record<ConnectionsKind, string> = {
  followers: 'No followers yet.',
  following: 'Not following anyone yet.',
};

/** A member's portal in their own article theme (the default theme when they chose none). */
export function portalPath(user: {
  _id?: string;
  id?: string;
  preferredTemplate?: string;
}): string {
  const id = encodeURIComponent(user._id || user.id || '');
  return `/portal/${id}/${encodeURIComponent(templateIdOrDefault(user.preferredTemplate))}`;
}

export interface ConnectionsModalProps {
  kind: ConnectionsKind | null;
  /** The ids to list, in the order the profile keeps them. */
  ids: string[];
  onClose(): void;
  onFollowChange?(change: FollowChange): void;
}

type Status = 'loading' | 'error' | 'ready';

/** Followers or following of a member; each entry opens that member's portal. */
export function ConnectionsModal({ kind, ids, onClose, onFollowChange }: ConnectionsModalProps) {
  return kind ? (
    <ConnectionsDialog kind={kind} ids={ids} onClose={onClose} onFollowChange={onFollowChange} />
  ) : null;
}

function ConnectionsDialog({
  kind,
  ids,
  onClose,
  onFollowChange,
}: ConnectionsModalProps & { kind: ConnectionsKind }) {
  // The newest connections are last in the list the server keeps; show them first.
  const [order] = useState(() => [...new Set(ids)].reverse());
  const [users, setUsers] = useState<UserSummary[]>([]);
  const [asked, setAsked] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const alive = useRef(true);

  const loadBatch = useCallback(
    async (from: number) => {
      const batch = order.slice(from, from + USERS_BY_IDS_MAX);
      if (batch.length === 0) {
        setStatus('ready');
        return;
      }
      const found = await getUsersByIds(batch);
      if (!alive.current) return;
      setUsers((previous) => [...previous, ...found]);
      setAsked(from + batch.length);
      setStatus('ready');
    },
    [order],
  );

  const first = useCallback(() => {
    setStatus('loading');
    setUsers([]);
    setAsked(0);
    loadBatch(0).catch((reason: unknown) => {
      if (!alive.current) return;
      setError(errorMessage(reason, 'Failed to load users'));
      setStatus('error');
    });
  }, [loadBatch]);

  useEffect(() => {
    alive.current = true;
    first();
    return () => {
      alive.current = false;
    };
  }, [first]);

  const more = () => {
    setError(null);
    setLoadingMore(true);
    loadBatch(asked)
      .catch((reason: unknown) => setError(errorMessage(reason, 'Failed to load users')))
      .finally(() => alive.current && setLoadingMore(false));
  };

  return (
    <Modal open title={TITLES[kind]} onClose={onClose} className="vx-profile-connections">
      {status === 'loading' ? (
        <Spinner label={`Loading ${TITLES[kind].toLowerCase()}...`} showLabel />
      ) : status === 'error' ? (
        <div className="vx-alert vx-alert-error vx-profile-inline-error" role="alert">
          <p>{error}</p>
          <button type="button" className="vx-btn vx-btn-sm" onClick={first}>
            Retry
          </button>
        </div>
      ) : users.length === 0 && asked >= order.length ? (
        <p className="vx-profile-connections-empty">{EMPTY[kind]}</p>
      ) : (
        <>
          <ul className="vx-profile-connections-list" aria-label={TITLES[kind]}>
            {users.map((person) => (
              <li key={person._id} className="vx-profile-connection">
                <Link className="vx-profile-connection-link" to={portalPath(person)}>
                  <Avatar name={person.name} photo={person.photo} size={44} />
                  <span className="vx-profile-connection-text">
                    <span className="vx-profile-connection-name">{person.name}</span>
                    <span className="vx-profile-connection-bio">
                      {person.bio?.trim() ||
                        `${person.followersCount ?? 0} follower${person.followersCount === 1 ? '' : 's'}`}
                    </span>
                  </span>
                </Link>
                <FollowButton
                  targetUserId={person._id}
                  targetName={person.name}
                  size="sm"
                  onChange={onFollowChange}
                />
              </li>
            ))}
          </ul>
          {error ? (
            <p className="vx-error-text" role="alert">
              {error}
            </p>
          ) : null}
          {asked < order.length ? (
            <div className="vx-profile-connections-more">
              <button type="button" className="vx-btn" disabled={loadingMore} onClick={more}>
                {loadingMore ? 'Loading...' : 'Show more'}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Modal>
  );
}
