import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export interface UnreadState {
  unreadCount: number;
  setUnreadCount(count: number): void;
}

/** The header's unread-notification badge, shared with the notifications page. */
export const unreadStore = createStore<UnreadState>()((set) => ({
  unreadCount: 0,
  setUnreadCount(count) {
    set({ unreadCount: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 });
  },
}));

export function useUnreadCount(): number {
  return useStore(unreadStore, (state) => state.unreadCount);
}
