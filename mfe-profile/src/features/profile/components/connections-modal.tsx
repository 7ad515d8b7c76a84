import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { USERS_BY_IDS_MAX } from '@voices/contracts/constants';
import { templateIdOrDefault, errorMessage, queryKeys } from '@voices/platform';
import { getUsersByIds } from '@voices/platform/api';
import { Avatar, Modal, Spinner } from '@voices/ui';
import { FollowButton } from '../../../components/follow/follow-button';
import { useCommon } from '../../../i18n';
import { useT, type ProfilePageMessageKey } from '../i18n';

export type ConnectionsKind = 'followers' | 'following';

const TITLES: Record<ConnectionsKind, ProfilePageMessageKey> = {
  followers: 'connections.followers',
  following: 'connections.following',
};
const LOADING: Record<ConnectionsKind, ProfilePageMessageKey> = {
  followers: 'connections.loadingFollowers',
  following: 'connections.loadingFollowing',
};
const EMPTY: Record<ConnectionsKind, ProfilePageMessageKey> = {
  followers: 'connections.emptyFollowers',
  following: 'connections.emptyFollowing',
};

/** A member's portal in their own article theme (the default theme when they chose none). */
export function portalPath(user: {
  _id?: string;
  id?: string;
  preferredTemplate?: string | null;
}): string {
  const id = encodeURIComponent(user._id || user.id || '');
  return `/portal/${id}/${encodeURIComponent(templateIdOrDefault(user.preferredTemplate))}`;
}

export interface ConnectionsModalProps {
  kind: ConnectionsKind | null;
  /** The ids to list, in the order the profile keeps them. */
  ids: string[];
  onClose(): void;
}

/** Followers or following of a member; each entry opens that member's portal. */
export function ConnectionsModal({ kind, ids, onClose }: ConnectionsModalProps) {
  return kind ? <ConnectionsDialog kind={kind} ids={ids} onClose={onClose} /> : null;
}

function ConnectionsDialog({
  kind,
  ids,
  onClose,
}: ConnectionsModalProps & { kind: ConnectionsKind }) {
  const t = useT();
  const common = useCommon();
  // The newest connections are last in the list the server keeps; show them first.
  const [order] = useState(() => [...new Set(ids)].reverse());
  const list = useInfiniteQuery({
    queryKey: queryKeys.users.byIdsPaged(order),
    queryFn: ({ pageParam, signal }) =>
      getUsersByIds(order.slice(pageParam, pageParam + USERS_BY_IDS_MAX), { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => {
      const asked = pages.length * USERS_BY_IDS_MAX;
      return asked < order.length ? asked : undefined;
    },
  });
  const users = list.data?.pages.flat() ?? [];
  const status = list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready';
  const error = list.error ? errorMessage(list.error, t('connections.failed')) : null;

  return (
    <Modal open title={t(TITLES[kind])} onClose={onClose} className="vx-profile-connections">
      {status === 'loading' ? (
        <Spinner label={t(LOADING[kind])} showLabel />
      ) : status === 'error' ? (
        <div className="vx-alert vx-alert-error vx-profile-inline-error" role="alert">
          <p>{error}</p>
          <button type="button" className="vx-btn vx-btn-sm" onClick={() => void list.refetch()}>
            {common.t('action.retry')}
          </button>
        </div>
      ) : users.length === 0 && !list.hasNextPage ? (
        <p className="vx-profile-connections-empty">{t(EMPTY[kind])}</p>
      ) : (
        <>
          <ul className="vx-profile-connections-list" aria-label={t(TITLES[kind])}>
            {users.map((person) => (
              <li key={person.id} className="vx-profile-connection">
                <Link className="vx-profile-connection-link" to={portalPath(person)}>
                  <Avatar name={person.name} photo={person.photo} size={44} />
                  <span className="vx-profile-connection-text">
                    <span className="vx-profile-connection-name">{person.name}</span>
                    <span className="vx-profile-connection-bio">
                      {person.bio?.trim() ||
                        t('connections.followerCount', { count: person.followersCount ?? 0 })}
                    </span>
                  </span>
                </Link>
                <FollowButton targetUserId={person.id} targetName={person.name} size="sm" />
              </li>
            ))}
          </ul>
          {error ? (
            <p className="vx-error-text" role="alert">
              {error}
            </p>
          ) : null}
          {list.hasNextPage ? (
            <div className="vx-profile-connections-more">
              <button
                type="button"
                className="vx-btn"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? common.t('status.loading') : t('connections.showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </Modal>
  );
}
