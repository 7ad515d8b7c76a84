import { NavLink } from 'react-router-dom';
import { BellIcon } from '@voices/ui';

/** 'Notifications', or 'Notifications, 3 unread'. */
export function notificationsLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header bell: a link to /notifications with the unread count on it. */
export function NotificationBell({ count }: { count: number }) {
  return (
    <NavLink
      to="/notifications"
      className="vx-shell-icon-button vx-shell-bell"
      aria-label={notificationsLabel(count)}
    >
      <BellIcon />
      {count > 0 ? (
        <span className="vx-shell-bell-badge" aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </NavLink>
  );
}
