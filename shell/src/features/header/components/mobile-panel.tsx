import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@voices/platform';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { BellIcon, LoginIcon, PenIcon, ShieldIcon, UserIcon } from '@voices/ui/icons';
import { LogoutItem } from './logout-item';
import { useT } from '../../../i18n';
import { badgeText, notificationsLabel } from './notification-bell';

export interface MobilePanelProps {
  id: string;
  user: User | null;
  /** Unread notifications to show beside the Notifications link (0 for none). */
  unread: number;
  onClose: () => void;
  onLogout: () => void;
}

/** The mobile menu's contents, loaded when it is first opened (mobile-menu.tsx). */
export default function MobilePanel({ id, user, unread, onClose, onLogout }: MobilePanelProps) {
  const t = useT();
  const languageId = useId();
  const showUnread = unread > 0;
  return (
    <nav id={id} className="vx-shell-popover vx-shell-mobile-panel" aria-label={t('menu.label')}>
      {user ? (
        <div className="vx-shell-mobile-user">
          <strong className="vx-shell-mobile-name">{user.name}</strong>
          {user.email ? <span className="vx-shell-mobile-email">{user.email}</span> : null}
        </div>
      ) : null}
      {user ? (
        <>
          <Link className="vx-shell-menu-item" to="/profile/me">
            <UserIcon />
            <span>{t('menu.profile')}</span>
          </Link>
          <Link
            className="vx-shell-menu-item"
            to="/notifications"
            aria-label={notificationsLabel(showUnread ? unread : 0)}
          >
            <BellIcon />
            <span>{t('header.notifications')}</span>
            {showUnread ? (
              <span className="vx-shell-bell-count" aria-hidden="true">
                {badgeText(unread)}
              </span>
            ) : null}
          </Link>
          <Link className="vx-shell-menu-item" to="/contribute">
            <PenIcon />
            <span>{t('menu.shareNews')}</span>
          </Link>
          {user.role === 'moderator' ? (
            <Link className="vx-shell-menu-item" to="/moderation">
              <ShieldIcon />
              <span>{t('header.moderation')}</span>
            </Link>
          ) : null}
        </>
      ) : (
        <Link className="vx-shell-menu-item" to="/login">
          <LoginIcon />
          <span>{t('header.login')}</span>
        </Link>
      )}
      <div className="vx-shell-mobile-field">
        <label className="vx-shell-field-label" htmlFor={languageId}>
          {t('header.language')}
        </label>
        <LanguageSelect id={languageId} />
      </div>
      <ThemeToggle className="vx-shell-menu-item" />
      {user ? <LogoutItem onClose={onClose} onLogout={onLogout} /> : null}
    </nav>
  );
}
