import type { Notification } from '@voices/contracts';
import { DISPLAY_LIMITS, resolveMediaPath } from '@voices/platform';
import { t } from '../i18n';
import { cutText, stripMarkup } from '../../../lib/text';

const PEOPLE_TYPES = new Set(['follow', 'unfollow']);

/** Whether the notification is about a story (and the detail view offers to open it). */
export function isNewsNotification(notification: Notification): boolean {
  return Boolean(notification.newsId?._id) && !PEOPLE_TYPES.has(notification.type);
}

export function newsPath(newsId: string): string {
  return `/contribute/news/${encodeURIComponent(newsId)}`;
}

export function profilePath(userId: string): string {
  return `/profile/${encodeURIComponent(userId)}`;
}

/**
 * Where a click on the notification leads: the story for story notifications, the other
 * person's profile for follows; null when it points nowhere (its story or account is gone).
 */
export function notificationTarget(notification: Notification): string | null {
  const { newsId, actor } = notification;
  if (isNewsNotification(notification) && newsId) return newsPath(newsId._id);
  if (actor?._id) return profilePath(actor._id);
  if (newsId?._id) return newsPath(newsId._id);
  return null;
}

/** The story's content as the list previews it: plain text, cut at 100 characters. */
export function notificationPreview(notification: Notification): string {
  return cutText(
    stripMarkup(notification.newsId?.content),
    DISPLAY_LIMITS.notificationPreviewChars,
  );
}

/** The story's first picture (videos skipped), or null. */
export function notificationImage(notification: Notification): string | null {
  const media = notification.newsId?.media ?? [];
  const first = media.find((item) => typeof item === 'string' && !/\.mp4($|\?)/i.test(item));
  return first ? resolveMediaPath(first) : null;
}

/** Who the notification is from, as a name to show ('Someone' in the interface language). */
export function actorName(notification: Notification): string {
  return notification.actor?.name || notification.author?.name || t('notifications.someone');
}

export function actorPhoto(notification: Notification): string {
  return notification.actor?.photo || notification.author?.photo || '';
}
