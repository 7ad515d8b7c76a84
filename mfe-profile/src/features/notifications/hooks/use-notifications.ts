import { useCallback, useEffect, useMemo } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@voices/contracts';
import { errorMessage, queryKeys, unreadStore } from '@voices/platform';
import {
  useClearNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications as useNotificationPages,
  type NotificationsPage,
} from '@voices/platform/api';
import { toast } from '@voices/ui';
import { t } from '../i18n';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationsStatus = 'loading' | 'error' | 'ready';

type Pages = InfiniteData<NotificationsPage, string | null>;

function setUnread(count: number): void {
  unreadStore.getState().setUnreadCount(Math.max(0, count));
}

/**
 * The notifications list of the signed-in user, from the page's cache: the newest page, older
 * ones with 'Load more', read again every 60 s, when a notification arrives or changes over
 * the realtime connection and when that connection comes back (`realtime-sync`). Every change
 * answers the unread count left, which the header's bell shows.
 */
export function useNotifications(pageSize = NOTIFICATIONS_PAGE_SIZE) {
  const client = useQueryClient();
  const key = useMemo(() => queryKeys.notifications.list(pageSize), [pageSize]);
  const pages = useNotificationPages(true, pageSize);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const removeOne = useDeleteNotification();
  const clear = useClearNotifications();

  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const unique = items.filter(
    (item, index) => items.findIndex((other) => other._id === item._id) === index,
  );
  const status: NotificationsStatus = pages.isPending
    ? 'loading'
    : pages.isError && !pages.data
      ? 'error'
      : 'ready';

  // The newest page says how many are unread over all pages.
  const firstCount = pages.data?.pages[0]?.unreadCount;
  useEffect(() => {
    if (typeof firstCount === 'number') setUnread(firstCount);
  }, [firstCount, pages.dataUpdatedAt]);

  const patch = useCallback(
    (change: (item: Notification) => Notification) =>
      client.setQueryData<Pages>(key, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })),
            }
          : data,
      ),
    [client, key],
  );

  const loadMore = useCallback(async () => {
    if (!pages.hasNextPage || pages.isFetchingNextPage) return;
    const result = await pages.fetchNextPage();
    if (result.isError && result.error) {
      toast.error(errorMessage(result.error, t('notifications.loadMoreFailed')));
    }
  }, [pages]);

  /** Marks one read at once on screen; the server is told in the background. */
  const markRead = useCallback(
    (id: string) => {
      const item = unique.find((candidate) => candidate._id === id);
      if (!item || item.read) return;
      void client.cancelQueries({ queryKey: key });
      patch((candidate) => (candidate._id === id ? { ...candidate, read: true } : candidate));
      setUnread(unreadStore.getState().unreadCount - 1);
      markOne.mutate(id, {
        onError: () => {
          patch((candidate) => (candidate._id === id ? { ...candidate, read: false } : candidate));
          setUnread(unreadStore.getState().unreadCount + 1);
        },
      });
    },
    [client, key, patch, markOne, unique],
  );

  const pendingAction = markAll.isPending ? 'mark-all' : clear.isPending ? 'clear-all' : null;

  const markAllRead = useCallback(async () => {
    if (pendingAction) return;
    try {
      await markAll.mutateAsync();
      patch((item) => (item.read ? item : { ...item, read: true }));
    } catch (error) {
      toast.error(errorMessage(error, t('notifications.markAllFailed')));
    }
  }, [pendingAction, markAll, patch]);

  const remove = useCallback(
    async (id: string) => {
      try {
        await removeOne.mutateAsync(id);
        client.setQueryData<Pages>(key, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  items: page.items.filter((item) => item._id !== id),
                })),
              }
            : data,
        );
      } catch (error) {
        toast.error(errorMessage(error, t('notifications.clearFailed')));
      }
    },
    [client, key, removeOne],
  );

  const clearAll = useCallback(async (): Promise<boolean> => {
    if (pendingAction) return false;
    try {
      await clear.mutateAsync();
      client.setQueryData<Pages>(key, (data) =>
        data
          ? {
              pages: [{ items: [], nextCursor: null, unreadCount: 0 }],
              pageParams: [null],
            }
          : data,
      );
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('notifications.clearAllFailed')));
      return false;
    }
  }, [pendingAction, clear, client, key]);

  return {
    items: unique,
    status,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    pendingAction,
    retry: () => void pages.refetch(),
    loadMore,
    markRead,
    markAllRead,
    remove,
    clearAll,
  };
}
