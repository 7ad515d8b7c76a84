import { SOCKET_EVENTS, TIMINGS } from '@voices/contracts/constants';
import { useEffect } from 'react';
import { subscribe, unreadStore, useSession } from '@voices/platform';
import { getUnreadCount } from '../api/get-unread-count';

function setUnread(count: number): void {
  unreadStore.getState().setUnreadCount(count);
}

/**
 * Keeps the unread-notification count (shared with the notifications page) current for a
 * signed-in user: read at once and every 60 s, bumped the moment a `notification` arrives over
 * the realtime connection and then read again, and read again whenever that connection comes
 * back (delivery over a socket is at most once).
 */
export function useUnreadNotifications(signedIn: boolean): void {
  const token = useSession((state) => state.token);

  useEffect(() => {
    if (!signedIn || !token) {
      setUnread(0);
      return;
    }
    let alive = true;
    let latest = 0;
    const refresh = async () => {
      const call = ++latest;
      const count = await getUnreadCount();
      // An older answer that arrives after a newer call was made is stale.
      if (alive && call === latest) setUnread(count);
    };

    void refresh();
    const timer = setInterval(() => void refresh(), TIMINGS.notificationPollMs);
    const offCreated = subscribe(SOCKET_EVENTS.notification, () => {
      setUnread(unreadStore.getState().unreadCount + 1);
      void refresh();
    });
    const offChanged = subscribe(SOCKET_EVENTS.notificationsChanged, (payload: unknown) => {
      const count = (payload as { unreadCount?: unknown } | null)?.unreadCount;
      if (typeof count === 'number') {
        latest += 1;
        setUnread(count);
      } else {
        void refresh();
      }
    });
    const offConnect = subscribe('connect', () => void refresh());

    return () => {
      alive = false;
      clearInterval(timer);
      offCreated();
      offChanged();
      offConnect();
    };
  }, [signedIn, token]);
}
