import { NOTIFICATION_HEADERS } from '@voices/contracts/constants';
import type { Notification } from '@voices/contracts';
import { api } from '@voices/platform';

export interface NotificationsPage {
  items: Notification[];
  /** The `before` of the next, older page; null on the last one. */
  nextCursor: string | null;
  /** Unread notifications over all pages, when the server says. */
  unreadCount: number | null;
}

export interface GetNotificationsInput {
  limit?: number;
  before?: string | null;
}

function headerCount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

/** The signed-in user's notifications, newest first, one page at a time. */
export async function getNotifications({
  limit,
  before,
}: GetNotificationsInput = {}): Promise<NotificationsPage> {
  const searchParams: Record<string, string | number> = {};
  if (limit) searchParams.limit = limit;
  if (before) searchParams.before = before;
  const response = await api.get('notifications', { searchParams });
  const body: unknown = await response.json();
  if (!Array.isArray(body)) {
    console.warn('Notifications: the server did not answer a list', body);
    throw new Error('The notifications answer was not a list');
  }
  const items = body as Notification[];
  return {
    items,
    nextCursor: response.headers.get(NOTIFICATION_HEADERS.nextCursor) || null,
    unreadCount: headerCount(response.headers.get(NOTIFICATION_HEADERS.unreadCount)),
  };
}
