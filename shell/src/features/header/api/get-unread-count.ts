import { NOTIFICATION_HEADERS } from '@voices/contracts/constants';
import { api } from '@voices/platform';

/**
 * How many of the signed-in user's notifications are unread (spec 000 §8): the server's count
 * over all pages when it sends one, else the unread ones in the list. A failed call gives 0
 * silently; an answer that is not a list gives 0 with a warning.
 */
export async function getUnreadCount(): Promise<number> {
  let body: unknown;
  let header: string | null = null;
  try {
    const response = await api.get('notifications');
    header = response.headers.get(NOTIFICATION_HEADERS.unreadCount);
    body = await response.json();
  } catch {
    return 0;
  }
  if (!Array.isArray(body)) {
    console.warn('Notifications: expected a list, got', body);
    return 0;
  }
  const counted = Number(header);
  if (header !== null && header.trim() !== '' && Number.isInteger(counted) && counted >= 0) {
    return counted;
  }
  return body.filter(
    (item) =>
      typeof item === 'object' && item !== null && (item as { read?: unknown }).read === false,
  ).length;
}
