import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '@voices/contracts';
import { useDocumentTitle, useUnreadCount } from '@voices/platform';
import { BellIcon, CheckAllIcon, ConfirmDialog, Spinner, TrashIcon } from '@voices/ui';
import { useNotifications } from '../../features/notifications/hooks/use-notifications';
import { notificationTarget } from '../../features/notifications/utils/notification-links';
import { NotificationDetailModal } from '../../features/notifications/components/notification-detail-modal';
import { NotificationItem } from '../../features/notifications/components/notification-item';
import '../../features/notifications/components/notifications-page.css';

export const NOTIFICATIONS_TEXT = {
  failed: 'Failed to load notifications. Please try again later.',
  empty: "No notifications yet. We'll notify you when something important happens.",
  caughtUp: "You're all caught up: no unread notifications.",
} as const;

type Filter = 'all' | 'unread';

/** The signed-in user's notifications, newest first (spec 000 §2 Notifications). */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
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
          <p className="vx-kicker">Your Voices</p>
          <h1 id={headingId} className="vx-notif-title">
            Notifications
            {status === 'ready' && newCount > 0 ? (
              <span className="vx-badge vx-notif-count">{newCount} new</span>
            ) : null}
          </h1>
          <p className="vx-notif-lead">
            New followers and stories from the people you follow, newest first.
          </p>
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
              <span>Mark all as read</span>
            </button>
            <button
              type="button"
              className="vx-btn vx-notif-clear-all"
              disabled={pendingAction !== null}
              onClick={() => setConfirmingClear(true)}
            >
              <TrashIcon size={16} />
              <span>Clear All</span>
            </button>
          </div>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div className="vx-card vx-notif-state">
          <Spinner label="Loading notifications..." showLabel />
        </div>
      ) : status === 'error' ? (
        <div className="vx-alert vx-alert-error vx-notif-error" role="alert">
          <p>{NOTIFICATIONS_TEXT.failed}</p>
          <button type="button" className="vx-btn vx-btn-primary" onClick={retry}>
            Retry
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="vx-card vx-notif-empty">
          <span className="vx-notif-empty-icon" aria-hidden="true">
            <BellIcon size={28} />
          </span>
          <p>{NOTIFICATIONS_TEXT.empty}</p>
        </div>
      ) : (
        <>
          <div className="vx-notif-filters" role="group" aria-label="Show">
            {(['all', 'unread'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className="vx-notif-filter"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {value === 'all' ? 'All' : 'Unread'}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <div className="vx-card vx-notif-empty">
              <p>{NOTIFICATIONS_TEXT.caughtUp}</p>
            </div>
          ) : (
            <ul className="vx-card vx-notif-list" aria-label="Notifications">
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
                {loadingMore ? 'Loading...' : 'Load more'}
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
        title="Clear All"
        message="Delete all your notifications? This cannot be undone."
        confirmLabel="Clear All"
        cancelLabel="Cancel"
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
