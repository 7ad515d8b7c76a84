import { NavLink } from 'react-router-dom';
import { BellIcon } from '@voices/ui/icons';
import { t, useT } from '../../../i18n';

/** 'Notifications', or 'Notifications, 3 unread', in the interface language. */
export function notificationsLabel(count: number): string {
  return count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications');
}

export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The header bell: a link to /notifications with the unread count on it. */
export function NotificationBell({ count }: { count: number }) {
  // Read for the re-render on a language switch; the label itself is notificationsLabel's.
  useT();
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
