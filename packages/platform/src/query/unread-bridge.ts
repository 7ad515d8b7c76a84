import type { QueryClient } from '@tanstack/react-query';
import { queryKeys, unreadStore } from '@voices/platform';

/**
 * Keeps the unread count of the cache and of `unreadStore` equal, both ways, for the sections
 * that still read and write the store; it goes when the last of them reads the cache.
 */
export function bridgeUnreadStore(client: QueryClient): () => void {
  const key = queryKeys.notifications.unreadCount;
  const stopCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== JSON.stringify(key)) return;
    const count = event.query.state.data;
    if (typeof count === 'number' && count !== unreadStore.getState().unreadCount) {
      unreadStore.getState().setUnreadCount(count);
    }
  });
  const stopStore = unreadStore.subscribe((state) => {
    if (client.getQueryData<number>(key) === undefined) return;
    if (client.getQueryData<number>(key) !== state.unreadCount) {
      client.setQueryData(key, state.unreadCount);
    }
  });
  return () => {
    stopCache();
    stopStore();
  };
}
