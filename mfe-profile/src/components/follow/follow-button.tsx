import { useId, useRef, useState } from 'react';
import {
  TIMINGS,
  errorMessage,
  sessionStore,
  useSession,
  type FollowButtonProps,
  type FollowChange,
} from '@voices/platform';
import { useFollow } from '@voices/platform/api';
import { ConfirmDialog, toast } from '@voices/ui';
import { UserCheckIcon, UserPlusIcon } from '@voices/ui/icons';
import './follow-button.css';
import { useCommon } from '../../i18n';
import { useT } from './i18n';

// The props are the exposed module's declared contract, kept once in @voices/platform.
export type { FollowButtonProps, FollowChange };

type Action = 'follow' | 'unfollow';

function isSelf(user: { id: string }, targetUserId: string): boolean {
  return user.id === targetUserId;
}

/**
 * Follow or unfollow another member. Hidden for visitors and on one's own profile; a second
 * click while a call runs is ignored; the session's `following` list is updated, and both
 * members' cached profiles are read again, so every view of them agrees.
 */
export function FollowButton({
  targetUserId,
  targetName,
  size = 'md',
  className,
  confirmUnfollow = true,
  onChange,
}: FollowButtonProps) {
  const t = useT();
  const common = useCommon();
  const user = useSession((state) => state.user);
  const [busy, setBusy] = useState<Action | null>(null);
  const busyRef = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const [skipQuestion, setSkipQuestion] = useState(false);
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const checkboxId = useId();
  const follow = useFollow();

  if (!user || (targetUserId && isSelf(user, targetUserId))) return null;

  const following = Boolean(targetUserId) && user.following.includes(targetUserId);
  const name = targetName?.trim() ?? '';

  const send = async (action: Action) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(action);
    try {
      const response = await follow.mutateAsync({
        id: targetUserId,
        follow: action === 'follow',
      });
      const nowFollowing =
        typeof response?.following === 'boolean' ? response.following : action === 'follow';
      const current = sessionStore.getState().user;
      const wasFollowing = current?.following.includes(targetUserId) ?? false;
      if (current) {
        const others = current.following.filter((id) => id !== targetUserId);
        sessionStore
          .getState()
          .updateUser({ following: nowFollowing ? [...others, targetUserId] : others });
      }
      const said = nowFollowing
        ? name
          ? t('follow.followed', { name })
          : t('follow.followedSomeone')
        : name
          ? t('follow.unfollowed', { name })
          : t('follow.unfollowedSomeone');
      toast.success(said, TIMINGS.followToastMs);
      onChange?.({
        targetUserId,
        following: nowFollowing,
        changed: wasFollowing !== nowFollowing,
        response,
      });
    } catch (error) {
      toast.error(
        errorMessage(
          error,
          action === 'follow' ? t('follow.followFailed') : t('follow.unfollowFailed'),
        ),
      );
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  };

  const onClick = () => {
    if (busyRef.current) return;
    if (!sessionStore.getState().token) {
      toast.error(t('follow.signIn'));
      return;
    }
    if (!targetUserId?.trim()) {
      toast.error(t('follow.invalidId'));
      return;
    }
    if (!following) {
      void send('follow');
    } else if (confirmUnfollow && !skipQuestion) {
      setDontAskAgain(false);
      setConfirming(true);
    } else {
      void send('unfollow');
    }
  };

  const label =
    busy === 'follow'
      ? t('follow.following')
      : busy === 'unfollow'
        ? t('follow.unfollowing')
        : following
          ? t('follow.unfollow')
          : t('follow.follow');

  const classes = [
    'vx-btn',
    following ? 'vx-profile-follow--on' : 'vx-btn-primary',
    'vx-profile-follow',
    size === 'sm' ? 'vx-btn-sm' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <button
        type="button"
        className={classes}
        aria-busy={busy !== null}
        data-following={following}
        onClick={onClick}
      >
        {following ? <UserCheckIcon size={16} /> : <UserPlusIcon size={16} />}
        <span>{label}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('follow.unfollow')}
        message={
          <>
            <p>{t('follow.confirm')}</p>
            <p className="vx-profile-follow-skip">
              <input
                id={checkboxId}
                type="checkbox"
                checked={dontAskAgain}
                onChange={(event) => setDontAskAgain(event.target.checked)}
              />
              <label htmlFor={checkboxId}>{t('follow.dontAsk')}</label>
            </p>
          </>
        }
        confirmLabel={t('follow.unfollow')}
        cancelLabel={common.t('action.cancel')}
        danger
        onConfirm={() => {
          setConfirming(false);
          if (dontAskAgain) setSkipQuestion(true);
          void send('unfollow');
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
