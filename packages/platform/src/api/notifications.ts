import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Notification,
  NotificationChangeResponse,
  NotificationList,
  UnreadCountResponse,
} from '@voices/contracts';
import { NOTIFICATION_HEADERS } from '@voices/contracts/constants';
import { api, queryKeys, TIMINGS } from '@voices/platform';
import { countHeader, del, get, put, searchParams, segment, type CallOptions } from './request';
import type { Page } from './request';

export interface NotificationsPage extends Page<Notification> {
  /** Unread notifications over all pages, from the `x-unread-count` header. */
  unreadCount: number | null;
}

/**
 * `GET /notifications` (bearer): the member's notifications, newest first, one page. The
 * `x-next-cursor` and `x-unread-count` headers come back as `nextCursor` and `unreadCount`.
 */
export async function getNotifications(
  { limit, before }: { limit?: number; before?: string | null } = {},
  { signal }: CallOptions = {},
): Promise<NotificationsPage> {
  const response = await api.get('notifications', {
    searchParams: searchParams({ limit, before }),
    signal,
  });
  const items = await response.json<NotificationList>();
  return {
    items,
    nextCursor: response.headers.get(NOTIFICATION_HEADERS.nextCursor) || null,
    unreadCount: countHeader(response, NOTIFICATION_HEADERS.unreadCount),
  };
}

/** `GET /notifications/unread-count` (bearer): how many are unread, over all pages. */
export async function getUnreadCount({ signal }: CallOptions = {}): Promise<number> {
  const body = await get<UnreadCountResponse>('notifications/unread-count', { signal });
  return body.unreadCount;
}

/** `PUT /notifications/{id}/marks-read` (bearer). */
export function markNotificationRead(id: string): Promise<NotificationChangeResponse> {
  return put<NotificationChangeResponse>(`notifications/${segment(id)}/marks-read`);
}

/** `PUT /notifications/mark-all-read` (bearer). */
export function markAllNotificationsRead(): Promise<NotificationChangeResponse> {
  return put<NotificationChangeResponse>('notifications/mark-all-read');
}

/** `DELETE /notifications/{id}` (bearer). */
export function deleteNotification(id: string): Promise<NotificationChangeResponse> {
  return del<NotificationChangeResponse>(`notifications/${segment(id)}`);
}

/** `DELETE /notifications/clear-all` (bearer). */
export function clearNotifications(): Promise<NotificationChangeResponse> {
  return del<NotificationChangeResponse>('notifications/clear-all');
}

export const notificationQueries = {
  list: (limit?: number) =>
    infiniteQueryOptions({
      queryKey: queryKeys.notifications.list(limit),
      queryFn: ({ pageParam, signal }) =>
        getNotifications({ limit, before: pageParam }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last: NotificationsPage) => last.nextCursor,
      // The spec's list refreshes every 60 s, like the bell.
      refetchInterval: TIMINGS.notificationPollMs,
    }),
  unreadCount: () =>
    queryOptions({
      queryKey: queryKeys.notifications.unreadCount,
      queryFn: ({ signal }) => getUnreadCount({ signal }),
      refetchInterval: TIMINGS.notificationPollMs,
    }),
};

/** The member's notifications page by page, read again every 60 s while shown. */
export function useNotifications(enabled = true, limit?: number) {
  return useInfiniteQuery({ ...notificationQueries.list(limit), enabled });
}

/**
 * The unread count the bell shows: read at once and every 60 s, and changed by the realtime
 * events (see `realtime-sync`); a failed read shows 0, as the spec asks.
 */
export function useUnreadNotificationCount(enabled: boolean) {
  const query = useQuery({ ...notificationQueries.unreadCount(), enabled });
  return enabled && query.isSuccess ? query.data : 0;
}

/** After any change the server answers the count left; the list is read again. */
function useNotificationsChanged() {
  const client = useQueryClient();
  return (answer: NotificationChangeResponse) => {
    client.setQueryData(queryKeys.notifications.unreadCount, answer.unreadCount);
    void client.invalidateQueries({ queryKey: queryKeys.notifications.lists });
  };
}

export function useMarkNotificationRead() {
  const onSuccess = useNotificationsChanged();
  return useMutation({ mutationFn: markNotificationRead, onSuccess });
}

export function useMarkAllNotificationsRead() {
  const onSuccess = useNotificationsChanged();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess });
}

export function useDeleteNotification() {
  const onSuccess = useNotificationsChanged();
  return useMutation({ mutationFn: deleteNotification, onSuccess });
}

export function useClearNotifications() {
  const onSuccess = useNotificationsChanged();
  return useMutation({ mutationFn: clearNotifications, onSuccess });
}
