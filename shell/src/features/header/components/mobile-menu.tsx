import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { User } from '@voices/platform';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useDismiss } from '@voices/ui';
import {
  BellIcon,
  CloseIcon,
  LoginIcon,
  LogOutIcon,
  MenuIcon,
  PenIcon,
  ShieldIcon,
  UserIcon,
} from '@voices/ui/icons';
import { useT } from '../../../i18n';
import { badgeText, notificationsLabel } from './notification-bell';

export interface MobileMenuProps {
  user: User | null;
  /** Unread notifications, shown beside the Notifications link. */
  unread: number;
  onLogout: () => void;
}

/** The header below 640 px: everything of the desktop header behind one button. */
export function MobileMenu({ user, unread, onLogout }: MobileMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const { pathname, search } = useLocation();
  useEffect(close, [pathname, search, close]);
  const panelId = useId();
  const languageId = useId();
  const showUnread = Boolean(user) && unread > 0;

  return (
    <div className="vx-shell-mobile" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="vx-shell-icon-button"
        aria-label={open ? t('menu.close') : t('menu.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {showUnread && !open ? <span className="vx-shell-bell-dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <nav
          id={panelId}
          className="vx-shell-popover vx-shell-mobile-panel"
          aria-label={t('menu.label')}
        >
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
          {user ? (
            <button
              type="button"
              className="vx-shell-menu-item vx-shell-menu-item-danger"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <LogOutIcon />
              <span>{t('header.logout')}</span>
            </button>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
