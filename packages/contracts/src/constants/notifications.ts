/** The kinds of notification (spec 000 §3); this site creates follow, unfollow and news_contribution. */
export const NOTIFICATION_KINDS = [
  'news_contribution',
  'news_approval',
  'news_rejection',
  'comment',
  'follow',
  'unfollow',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notifications per page of `GET /notifications`: by default, and at most. */
export const NOTIFICATIONS_PAGE_DEFAULT = 50;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Characters of a story's content a notification carries (the list previews 100). */
export const NOTIFICATION_CONTENT_CHARS = 1000;

/** Response headers of `GET /notifications`. */
export const NOTIFICATION_HEADERS = {
  /** The `before` of the next (older) page; absent on the last page. */
  nextCursor: 'x-next-cursor',
  /** How many of the user's notifications are unread, over all pages. */
  unreadCount: 'x-unread-count',
} as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  ownOnly: 'You can only view your own notifications',
  invalidCursor: 'Invalid cursor',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  cleared: 'All notifications cleared',
} as const;

/** The text of each notification the site creates, with the other person's name. */
export const notificationTexts = {
  follow: (name: string) => `${name} started following you`,
  unfollow: (name: string) => `${name} stopped following you`,
  published: (name: string, title: string) => `${name} published "${title}"`,
};
