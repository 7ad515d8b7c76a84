import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@voices/contracts';
import { useDocumentTitle, useUnreadCount } from '@voices/platform';
import { ConfirmDialog, Spinner } from '@voices/ui';
import { BellIcon, CheckAllIcon, TrashIcon } from '@voices/ui/icons';
import { useNotifications } from '../../features/notifications/hooks/use-notifications';
import { notificationTarget } from '../../features/notifications/utils/notification-links';
import { NotificationDetailModal } from '../../features/notifications/components/notification-detail-modal';
import { NotificationItem } from '../../features/notifications/components/notification-item';
import '../../features/notifications/components/notifications-page.css';
import { useT as useNotificationsT } from '../../features/notifications/i18n';
import { useT, useCommon } from '../../i18n';

const FILTERS = ['all', 'unread'] as const;
type Filter = (typeof FILTERS)[number];

/** The signed-in user's notifications, newest first (spec 000 §2 Notifications). */
export function NotificationsPage() {
  const t = useT();
  const notificationsT = useNotificationsT();
  const common = useCommon();
  useDocumentTitle(t('notifications.title'));
  const navigate = useNavigate();
  const headingId = useId();
  const unreadCount = useUnreadCount();
  const {
    items,
    status,
    hasMore,
    loadingMore,
    pendingAction,
    retry,
    loadMore,
    markRead,
    markAllRead,
    remove,
    clearAll,
  } = useNotifications();
  const [filter, setFilter] = useState<Filter>('all');
  const [details, setDetails] = useState<Notification | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);

  const unreadShown = items.filter((item) => item.read === false).length;
  const newCount = Math.max(unreadCount, unreadShown);
  const shown = filter === 'unread' ? items.filter((item) => item.read === false) : items;

  const open = (notification: Notification) => {
    markRead(notification._id);
    const target = notificationTarget(notification);
    if (target) navigate(target);
    else setDetails(notification);
  };

  const showDetails = (notification: Notification) => {
    markRead(notification._id);
    setDetails(notification);
  };

  return (
    <section className="vx-container vx-notif" aria-labelledby={headingId}>
      <header className="vx-notif-header">
        <div className="vx-notif-heading">
          <p className="vx-kicker">{t('common.yourVoices')}</p>
          <h1 id={headingId} className="vx-notif-title">
            {t('notifications.title')}
            {status === 'ready' && newCount > 0 ? (
              <span className="vx-badge vx-notif-count">
                {notificationsT('notifications.newCount', { count: newCount })}
              </span>
            ) : null}
          </h1>
          <p className="vx-notif-lead">{notificationsT('notifications.lead')}</p>
        </div>
        {status === 'ready' && items.length > 0 ? (
          <div className="vx-notif-toolbar">
            <button
              type="button"
              className="vx-btn"
              disabled={newCount === 0 || pendingAction !== null}
              onClick={() => void markAllRead()}
            >
              <CheckAllIcon size={16} />
              <span>{notificationsT('notifications.markAllRead')}</span>
            </button>
            <button
              type="button"
              className="vx-btn vx-notif-clear-all"
              disabled={pendingAction !== null}
              onClick={() => setConfirmingClear(true)}
            >
              <TrashIcon size={16} />
              <span>{t('common.clearAll')}</span>
            </button>
          </div>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div className="vx-card vx-notif-state">
          <Spinner label={notificationsT('notifications.loading')} showLabel />
        </div>
      ) : status === 'error' ? (
        <div className="vx-alert vx-alert-error vx-notif-error" role="alert">
          <p>{notificationsT('notifications.failed')}</p>
          <button type="button" className="vx-btn vx-btn-primary" onClick={retry}>
            {common.t('action.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="vx-card vx-notif-empty">
          <span className="vx-notif-empty-icon" aria-hidden="true">
            <BellIcon size={28} />
          </span>
          <p>{notificationsT('notifications.empty')}</p>
        </div>
      ) : (
        <>
          <div
            className="vx-notif-filters"
            role="group"
            aria-label={notificationsT('notifications.filter')}
          >
            {FILTERS.map((value) => (
              <button
                key={value}
                type="button"
                className="vx-notif-filter"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {value === 'all'
                  ? notificationsT('notifications.filterAll')
                  : notificationsT('notifications.filterUnread')}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <div className="vx-card vx-notif-empty">
              <p>{notificationsT('notifications.caughtUp')}</p>
            </div>
          ) : (
            <ul className="vx-card vx-notif-list" aria-label={t('notifications.title')}>
              {shown.map((notification) => (
                <NotificationItem
                  key={notification._id}
                  notification={notification}
                  onOpen={open}
                  onDetails={showDetails}
                  onClear={(item) => void remove(item._id)}
                />
              ))}
            </ul>
          )}
          {hasMore ? (
            <div className="vx-notif-more">
              <button
                type="button"
                className="vx-btn"
                disabled={loadingMore}
                onClick={() => void loadMore()}
              >
                {loadingMore ? common.t('status.loading') : t('common.loadMore')}
              </button>
            </div>
          ) : null}
        </>
      )}

      <NotificationDetailModal
        notification={details}
        onClose={() => setDetails(null)}
        onGo={(_notification, to) => {
          setDetails(null);
          navigate(to);
        }}
      />
      <ConfirmDialog
        open={confirmingClear}
        title={t('common.clearAll')}
        message={notificationsT('notifications.clearAllConfirm')}
        confirmLabel={t('common.clearAll')}
        cancelLabel={common.t('action.cancel')}
        danger
        busy={pendingAction === 'clear-all'}
        onConfirm={() => {
          void clearAll().then(() => setConfirmingClear(false));
        }}
        onCancel={() => setConfirmingClear(false)}
      />
    </section>
  );
}
