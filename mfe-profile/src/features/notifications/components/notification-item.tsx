import { useId } from 'react';
import type { Notification } from '@voices/contracts';
import { formatDate, formatRelativeTime, type Translate } from '@voices/platform';
import { Avatar } from '@voices/ui';
import {
  CheckCircleIcon,
  CommentIcon,
  NewspaperIcon,
  UserMinusIcon,
  UserPlusIcon,
  XCircleIcon,
} from '@voices/ui/icons';
import { t as translate, useT, type NotificationsMessageKey } from '../i18n';
import {
  actorName,
  actorPhoto,
  isNewsNotification,
  notificationPreview,
} from '../utils/notification-links';

const KIND_ICONS: Record<string, typeof NewspaperIcon> = {
  follow: UserPlusIcon,
  unfollow: UserMinusIcon,
  news_contribution: NewspaperIcon,
  news_approval: CheckCircleIcon,
  news_rejection: XCircleIcon,
  comment: CommentIcon,
};

/** The sentences that name the other person, by kind. */
const ABOUT_SOMEONE: Record<string, NotificationsMessageKey> = {
  follow: 'notifications.text.follow',
  unfollow: 'notifications.text.unfollow',
  comment: 'notifications.text.comment',
};

/** The sentences about one's own story, by kind. */
const ABOUT_MY_STORY: Record<string, NotificationsMessageKey> = {
  news_approval: 'notifications.text.approved',
  news_rejection: 'notifications.text.rejected',
};

/**
 * The notification's sentence in the interface language, made from its kind and data (the
 * follower's name, the story's title). The stored English `message` stands in for a kind this
 * site does not know, and for one whose person is gone (the message still names them).
 */
export function notificationMessage(
  notification: Notification,
  t: Translate<NotificationsMessageKey> = translate,
): string {
  const stored = notification.message?.trim() ?? '';
  const { type } = notification;
  const own = ABOUT_MY_STORY[type];
  if (own) return t(own);
  const known = type === 'news_contribution' || type in ABOUT_SOMEONE;
  if (!known) return stored || t('notifications.text.other');
  const named = notification.actor?.name || notification.author?.name || '';
  if (!named && stored) return stored;
  const name = named || t('notifications.someone');
  if (type !== 'news_contribution') return t(ABOUT_SOMEONE[type]!, { name });
  const title = notification.newsId?.title?.trim();
  return title
    ? t('notifications.text.published', { name, title })
    : t('notifications.text.publishedUntitled', { name });
}

export function NotificationKindIcon({ type }: { type: string }) {
  const Icon = KIND_ICONS[type] ?? NewspaperIcon;
  return (
    <span className={`vx-notif-kind vx-notif-kind--${type}`} aria-hidden="true">
      <Icon size={12} strokeWidth={2.4} />
    </span>
  );
}

const FULL_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function NotificationTime({ date }: { date: string | null | undefined }) {
  // Re-rendered in the reader's language when it changes.
  useT();
  const parsed = date ? new Date(date) : null;
  const valid = parsed && !Number.isNaN(parsed.getTime());
  return (
    <time
      className="vx-notif-time"
      dateTime={valid ? parsed.toISOString() : undefined}
      title={valid ? formatDate(parsed, FULL_TIME) : undefined}
    >
      {formatRelativeTime(date)}
    </time>
  );
}

export interface NotificationItemProps {
  notification: Notification;
  onOpen(notification: Notification): void;
  onDetails(notification: Notification): void;
  onClear(notification: Notification): void;
}

/** One row of the list: who, what, when; the row opens what it is about. */
export function NotificationItem({
  notification,
  onOpen,
  onDetails,
  onClear,
}: NotificationItemProps) {
  const t = useT();
  const messageId = useId();
  const unread = notification.read === false;
  const news = isNewsNotification(notification) ? notification.newsId : null;
  const preview = news ? notificationPreview(notification) : '';
  const message = notificationMessage(notification, t);

  return (
    <li className={`vx-notif-item${unread ? ' is-unread' : ''}`}>
      <button type="button" className="vx-notif-main" onClick={() => onOpen(notification)}>
        <span className="vx-notif-avatar">
          <Avatar name={actorName(notification)} photo={actorPhoto(notification)} size={44} />
          <NotificationKindIcon type={notification.type} />
        </span>
        <span className="vx-notif-body">
          <span id={messageId} className="vx-notif-message">
            {message}
          </span>
          {news ? (
            <span className="vx-notif-news">
              {news.title && !message.includes(news.title) ? (
                <span className="vx-notif-news-title">{news.title}</span>
              ) : null}
              {preview ? <span className="vx-notif-preview">{preview}</span> : null}
            </span>
          ) : null}
          <span className="vx-notif-meta">
            <NotificationTime date={notification.createdAt} />
            {unread ? <span className="vx-notif-new">{t('notifications.new')}</span> : null}
          </span>
        </span>
      </button>
      <div className="vx-notif-actions">
        <button
          type="button"
          className="vx-btn vx-btn-ghost vx-btn-sm"
          aria-describedby={messageId}
          onClick={() => onDetails(notification)}
        >
          {t('notifications.details')}
        </button>
        <button
          type="button"
          className="vx-btn vx-btn-ghost vx-btn-sm vx-notif-clear"
          aria-describedby={messageId}
          onClick={() => onClear(notification)}
        >
          {t('notifications.clear')}
        </button>
      </div>
    </li>
  );
}
