/**
 * Every realtime event name of both documents (spec 000 §7, 001 §7), in one table: what the
 * server sends to every client, to one user's room, and what a client may send.
 */
export const SOCKET_EVENTS = {
  /** To everyone after a publish, an edit or a delete: {@link StorySocketPayload}. */
  newsContributed: 'news_contributed',
  newsUpdated: 'news_updated',
  newsDeleted: 'news_deleted',
  /** To everyone when an author's heading changes: {@link CustomHeadingSocketPayload}. */
  customHeadingUpdated: 'custom_heading_updated',
  /** To one user: a new notification, the full object as the list answers it. */
  notification: 'notification',
  /** To one user: read or deleted elsewhere (another tab): {@link NotificationsChangedEvent}. */
  notificationsChanged: 'notifications_changed',
  /** From a client: `{ userId, isTyping }` (spec 000 §7). */
  userTyping: 'user_typing',
} as const;
export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

/** The payload of news_contributed, news_updated and news_deleted. */
export interface StorySocketPayload {
  id: string;
  authorId: string;
}

export interface CustomHeadingSocketPayload {
  authorId: string;
  /** The theme whose heading changed; null for the global heading. */
  themeId: string | null;
}

/** The payload of `notifications_changed`. */
export interface NotificationsChangedEvent {
  unreadCount: number;
}

/** The client's reconnection settings (spec 000 §9). */
export const SOCKET_OPTIONS = {
  reconnectionAttempts: 2,
  reconnectionDelay: 3_000,
  reconnectionDelayMax: 5_000,
  timeout: 5_000,
} as const;

/** The error the realtime connection reports once it has given up (spec 000 §4). */
export const SERVER_UNAVAILABLE = 'Server unavailable';
