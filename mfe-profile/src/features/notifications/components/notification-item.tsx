import { useId } from 'react';
import type { Notification } from '@voices/contracts';
import { formatRelativeTime } from '@voices/platform';
import {
  Avatar,
  CheckCircleIcon,
  CommentIcon,
  NewspaperIcon,
  UserMinusIcon,
  UserPlusIcon,
  XCircleIcon,
} from '@voices/ui';
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

const FALLBACK_TEXTS: Record<string, (name: string) => string> = {
  follow: (name) => `${name} started following you`,
  unfollow: (name) => `${name} stopped following you`,
  news_contribution: (name) => `${name} published a new story`,
  news_approval: () => 'Your story was approved',
  news_rejection: () => 'Your story was not approved',
  comment: (name) => `${name} commented on your story`,
};

/** The notification's sentence: the server's, or one made from its kind. */
export function notificationMessage(notification: Notification): string {
  if (notification.message?.trim()) return notification.message;
  const make = FALLBACK_TEXTS[notification.type];
  return make ? make(actorName(notification)) : 'You have a new notification';
}

export function NotificationKindIcon({ type }: { type: string }) {
  const Icon = KIND_ICONS[type] ?? NewspaperIcon;
  return (
    <span className={`vx-notif-kind vx-notif-kind--${type}`} aria-hidden="true">
      <Icon size={12} strokeWidth={2.4} />
    </span>
  );
}

export function NotificationTime({ date }: { date: string | null | undefined }) {
  const parsed = date ? new Date(date) : null;
  const valid = parsed && !Number.isNaN(parsed.getTime());
  return (
    <time
      className="vx-notif-time"
      dateTime={valid ? parsed.toISOString() : undefined}
      title={valid ? parsed.toLocaleString() : undefined}
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
  const messageId = useId();
  const unread = notification.read === false;
  const news = isNewsNotification(notification) ? notification.newsId : null;
  const preview = news ? notificationPreview(notification) : '';
  const message = notificationMessage(notification);

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
            {unread ? <span className="vx-notif-new">New</span> : null}
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
          Details
        </button>
        <button
          type="button"
          className="vx-btn vx-btn-ghost vx-btn-sm vx-notif-clear"
          aria-describedby={messageId}
          onClick={() => onClear(notification)}
        >
          Clear
        </button>
      </div>
    </li>
  );
}
