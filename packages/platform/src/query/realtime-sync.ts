import type { QueryClient } from '@tanstack/react-query';
import {
  SOCKET_EVENTS,
  type CustomHeadingSocketPayload,
  type NotificationsChangedEvent,
  type StorySocketPayload,
} from '@voices/contracts/constants';
import { queryKeys, subscribe } from '@voices/platform';

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * What each realtime event makes stale, for every section at once. Listening does not open
 * the connection: the shell opens it for signed-in readers, a section when it needs it.
 * Returns the function that stops listening.
 */
export function syncQueriesWithRealtime(client: QueryClient): () => void {
  const invalidate = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });

  const storyChanged = (deleted: boolean) => (payload: unknown) => {
    const { id, authorId } = record(payload) as Partial<StorySocketPayload>;
    const storyId = text(id);
    if (storyId && deleted) client.removeQueries({ queryKey: queryKeys.stories.detail(storyId) });
    else if (storyId) invalidate(queryKeys.stories.detail(storyId));
    invalidate(queryKeys.stories.lists);
    invalidate(queryKeys.news.all);
    const author = text(authorId);
    if (author) invalidate(queryKeys.users.profile(author));
  };

  const stops = [
    subscribe(SOCKET_EVENTS.newsContributed, storyChanged(false), { connect: false }),
    subscribe(SOCKET_EVENTS.newsUpdated, storyChanged(false), { connect: false }),
    subscribe(SOCKET_EVENTS.newsDeleted, storyChanged(true), { connect: false }),
    subscribe(
      SOCKET_EVENTS.customHeadingUpdated,
      (payload: unknown) => {
        const authorId = text((record(payload) as Partial<CustomHeadingSocketPayload>).authorId);
        if (authorId) invalidate(queryKeys.preferences.customHeadings(authorId));
      },
      { connect: false },
    ),
    // A new notification counts at once, then the count and the list are read again.
    subscribe(
      SOCKET_EVENTS.notification,
      () => {
        client.setQueryData<number>(queryKeys.notifications.unreadCount, (count) =>
          count === undefined ? count : count + 1,
        );
        invalidate(queryKeys.notifications.all);
      },
      { connect: false },
    ),
    // Read or deleted in another tab: the server says how many are left.
    subscribe(
      SOCKET_EVENTS.notificationsChanged,
      (payload: unknown) => {
        const { unreadCount } = record(payload) as Partial<NotificationsChangedEvent>;
        if (typeof unreadCount === 'number') {
          void client.cancelQueries({ queryKey: queryKeys.notifications.unreadCount });
          client.setQueryData(queryKeys.notifications.unreadCount, unreadCount);
          invalidate(queryKeys.notifications.lists);
        } else {
          invalidate(queryKeys.notifications.all);
        }
      },
      { connect: false },
    ),
    // Delivery over a socket is at most once: after a reconnection, read again.
    subscribe('connect', () => invalidate(queryKeys.notifications.all), { connect: false }),
  ];

  return () => {
    for (const stop of stops) stop();
  };
}
