import { useState } from 'react';
import { TIMINGS, api, errorMessage, useSession } from '@voices/platform';
import { ConfirmDialog, toast } from '@voices/ui';

export interface FollowButtonProps {
  targetUserId: string;
}

type Busy = 'follow' | 'unfollow' | null;

/** Follow or unfollow another member; hidden for visitors and on one's own profile. */
export function FollowButton({ targetUserId }: FollowButtonProps) {
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  const updateUser = useSession((state) => state.updateUser);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingUnfollow, setConfirmingUnfollow] = useState(false);

  if (!user || user.id === targetUserId || user._id === targetUserId) return null;

  const following = user.following.includes(targetUserId);

  const send = async (action: 'follow' | 'unfollow') => {
    setBusy(action);
    try {
      await api.post(`user/${encodeURIComponent(targetUserId)}/${action}`);
      const others = user.following.filter((id) => id !== targetUserId);
      updateUser({ following: action === 'follow' ? [...others, targetUserId] : others });
      toast.success(
        action === 'follow' ? 'You are now following this user.' : 'You unfollowed this user.',
        TIMINGS.followToastMs,
      );
    } catch (error) {
      toast.error(errorMessage(error, `Failed to ${action} user`));
    } finally {
      setBusy(null);
    }
  };

  const onClick = () => {
    if (busy) return;
    if (!token) {
      toast.error('Please login to follow users.');
      return;
    }
    if (!targetUserId) {
      toast.error('Invalid user ID');
      return;
    }
    if (following) setConfirmingUnfollow(true);
    else void send('follow');
  };

  const label =
    busy === 'follow'
      ? 'Following...'
      : busy === 'unfollow'
        ? 'Unfollowing...'
        : following
          ? 'Unfollow'
          : 'Follow';

  return (
    <>
      <button
        type="button"
        className={following ? 'vx-btn vx-btn-ghost' : 'vx-btn vx-btn-primary'}
        aria-busy={busy !== null}
        onClick={onClick}
      >
        {label}
      </button>
      <ConfirmDialog
        open={confirmingUnfollow}
        title="Unfollow"
        message="Are you sure you want to unfollow this user?"
        confirmLabel="Unfollow"
        cancelLabel="Cancel"
        onConfirm={() => {
          setConfirmingUnfollow(false);
          void send('unfollow');
        }}
        onCancel={() => setConfirmingUnfollow(false)}
      />
    </>
  );
}
