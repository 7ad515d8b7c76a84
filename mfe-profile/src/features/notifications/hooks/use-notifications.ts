import { useCallback, useEffect, useRef, useState } from 'react';
import { SOCKET_EVENTS, TIMINGS } from '@voices/contracts/constants';
import type { Notification } from '@voices/contracts';
import { errorMessage, subscribe, unreadStore } from '@voices/platform';
import { toast } from '@voices/ui';
import { clearNotifications } from '../api/clear-notifications';
import { deleteNotification } from '../api/delete-notification';
import { getNotifications, type NotificationsPage } from '../api/get-notifications';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { markNotificationRead } from '../api/mark-notification-read';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationsStatus = 'loading' | 'error' | 'ready';

function setUnread(count: number): void {
  unreadStore.getState().setUnreadCount(count);
}

function countUnread(items: Notification[]): number {
  return items.filter((item) => item.read === false).length;
}

function isNotification(value: unknown): value is Notification {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { _id?: unknown })._id === 'string' &&
    typeof (value as { read?: unknown }).read === 'boolean'
  );
}

/**
 * A fresh first page replaces what was shown of that range; older pages loaded with 'Load more'
 * stay below it (ids are time-ordered, so "older" is "smaller id").
 */
function mergeFirstPage(
  previous: Notification[],
  page: NotificationsPage,
  keepOlder: boolean,
): Notification[] {
  if (!keepOlder || page.nextCursor === null || page.items.length === 0) return page.items;
  const fresh = new Set(page.items.map((item) => item._id));
  const oldest = page.items[page.items.length - 1]!._id;
  return [...page.items, ...previous.filter((item) => !fresh.has(item._id) && item._id < oldest)];
}

/**
 * The notifications list of the signed-in user: loads the newest page, pages back with
 * 'Load more', refreshes every 60 s, when a notification arrives over the realtime connection
 * and whenever that connection comes back, and keeps the header's unread count in step.
 */
export function useNotifications(pageSize = NOTIFICATIONS_PAGE_SIZE) {
  const [items, setItems] = useState<Notification[]>([]);
  const [status, setStatus] = useState<NotificationsStatus>('loading');
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [pendingAction, setPendingAction] = useState<'mark-all' | 'clear-all' | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const loadedMore = useRef(false);
  // Every load and change takes a number; an answer that is no longer the latest is dropped.
  const generation = useRef(0);

  const load = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      const current = ++generation.current;
      if (!silent) setStatus('loading');
      try {
        const page = await getNotifications({ limit: pageSize });
        if (current !== generation.current) return;
        const merged = mergeFirstPage(itemsRef.current, page, loadedMore.current);
        if (!loadedMore.current || page.nextCursor === null) {
          loadedMore.current = false;
          setNextCursor(page.nextCursor);
        }
        itemsRef.current = merged;
        setItems(merged);
        setStatus('ready');
        setUnread(page.unreadCount ?? countUnread(merged));
      } catch {
        if (current !== generation.current) return;
        // A failed background refresh keeps the list the reader is looking at.
        setStatus((previous) => (silent && previous === 'ready' ? previous : 'error'));
      }
    },
    [pageSize],
  );

  useEffect(() => {
    void load();
    const refresh = () => void load({ silent: true });
    const timer = setInterval(refresh, TIMINGS.notificationPollMs);
    const offCreated = subscribe(SOCKET_EVENTS.notification, (notification: unknown) => {
      if (isNotification(notification)) {
        setItems((previous) =>
          previous.some((item) => item._id === notification._id)
            ? previous
            : [notification, ...previous],
        );
      }
      refresh();
    });
    const offChanged = subscribe(SOCKET_EVENTS.notificationsChanged, refresh);
    // Delivery over the socket is at most once: after a reconnection the list is read again.
    const offConnect = subscribe('connect', refresh);
    return () => {
      generation.current += 1;
      clearInterval(timer);
      offCreated();
      offChanged();
      offConnect();
    };
  }, [load]);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    const current = generation.current;
    try {
      const page = await getNotifications({ limit: pageSize, before: nextCursor });
      if (current !== generation.current) return;
      loadedMore.current = true;
      setItems((previous) => {
        const known = new Set(previous.map((item) => item._id));
        return [...previous, ...page.items.filter((item) => !known.has(item._id))];
      });
      setNextCursor(page.nextCursor);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to load more notifications.'));
    } finally {
      setLoadingMore(false);
    }
  }, [loadingMore, nextCursor, pageSize]);

  /** Marks one read at once on screen; the server is told in the background. */
  const markRead = useCallback((id: string) => {
    const item = itemsRef.current.find((candidate) => candidate._id === id);
    if (!item || item.read) return;
    generation.current += 1;
    setItems((previous) =>
      previous.map((candidate) =>
        candidate._id === id ? { ...candidate, read: true } : candidate,
      ),
    );
    setUnread(unreadStore.getState().unreadCount - 1);
    markNotificationRead(id).then(
      (response) => {
        if (typeof response?.unreadCount === 'number') setUnread(response.unreadCount);
      },
      () => {
        setItems((previous) =>
          previous.map((candidate) =>
            candidate._id === id ? { ...candidate, read: false } : candidate,
          ),
        );
        setUnread(unreadStore.getState().unreadCount + 1);
      },
    );
  }, []);

  const markAllRead = useCallback(async () => {
    if (pendingAction) return;
    setPendingAction('mark-all');
    generation.current += 1;
    try {
      const response = await markAllNotificationsRead();
      setItems((previous) => previous.map((item) => (item.read ? item : { ...item, read: true })));
      setUnread(typeof response?.unreadCount === 'number' ? response.unreadCount : 0);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to mark notifications as read.'));
    } finally {
      setPendingAction(null);
    }
  }, [pendingAction]);

  const remove = useCallback(async (id: string) => {
    generation.current += 1;
    try {
      const response = await deleteNotification(id);
      const left = itemsRef.current.filter((item) => item._id !== id);
      itemsRef.current = left;
      setItems(left);
      setUnread(
        typeof response?.unreadCount === 'number' ? response.unreadCount : countUnread(left),
      );
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to clear the notification.'));
    }
  }, []);

  const clearAll = useCallback(async (): Promise<boolean> => {
    if (pendingAction) return false;
    setPendingAction('clear-all');
    generation.current += 1;
    try {
      await clearNotifications();
      itemsRef.current = [];
      loadedMore.current = false;
      setItems([]);
      setNextCursor(null);
      setUnread(0);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to clear notifications.'));
      return false;
    } finally {
      setPendingAction(null);
    }
  }, [pendingAction]);

  return {
    items,
    status,
    nextCursor,
    loadingMore,
    pendingAction,
    retry: () => void load(),
    loadMore,
    markRead,
    markAllRead,
    remove,
    clearAll,
  };
}
