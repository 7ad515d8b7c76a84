import { useState } from 'react';
import type { Notification } from '@voices/contracts';
import { Avatar, Modal } from '@voices/ui';
import { useCommon, useT as useProfileT } from '../../../i18n';
import { useT } from '../i18n';
import {
  actorName,
  actorPhoto,
  isNewsNotification,
  notificationImage,
  notificationPreview,
  notificationTarget,
} from '../utils/notification-links';
import { NotificationKindIcon, NotificationTime, notificationMessage } from './notification-item';

export interface NotificationDetailModalProps {
  notification: Notification | null;
  onClose(): void;
  onGo(notification: Notification, to: string): void;
}

function StoryImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="vx-notif-detail-image" src={src} alt="" onError={() => setFailed(true)} />;
}

/** A notification in full, with the way to what it is about. */
export function NotificationDetailModal({
  notification,
  onClose,
  onGo,
}: NotificationDetailModalProps) {
  const t = useT();
  const profileT = useProfileT();
  const common = useCommon();
  if (!notification) return null;
  const news = isNewsNotification(notification) ? notification.newsId : null;
  const target = notificationTarget(notification);
  const image = news ? notificationImage(notification) : null;
  const preview = news ? notificationPreview(notification) : '';

  return (
    <Modal
      open
      title={t('notifications.detailTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vx-btn" onClick={onClose}>
            {common.t('action.close')}
          </button>
          {news && target ? (
            <button
              type="button"
              className="vx-btn vx-btn-primary"
              data-autofocus
              onClick={() => onGo(notification, target)}
            >
              {t('notifications.goToStory')}
            </button>
          ) : target ? (
            <button
              type="button"
              className="vx-btn vx-btn-primary"
              data-autofocus
              onClick={() => onGo(notification, target)}
            >
              {t('notifications.viewProfile')}
            </button>
          ) : null}
        </>
      }
    >
      <div className="vx-notif-detail-head">
        <span className="vx-notif-avatar">
          <Avatar name={actorName(notification)} photo={actorPhoto(notification)} size={48} />
          <NotificationKindIcon type={notification.type} />
        </span>
        <div>
          <p className="vx-notif-detail-name">{actorName(notification)}</p>
          <NotificationTime date={notification.createdAt} />
        </div>
      </div>
      <p className="vx-notif-detail-message">{notificationMessage(notification, t)}</p>
      {news ? (
        <article className="vx-notif-detail-news">
          {image ? <StoryImage key={image} src={image} /> : null}
          <div className="vx-notif-detail-news-body">
            <h3 className="vx-notif-detail-title">{news.title || profileT('common.noTitle')}</h3>
            {preview ? <p className="vx-notif-preview">{preview}</p> : null}
          </div>
        </article>
      ) : null}
    </Modal>
  );
}
