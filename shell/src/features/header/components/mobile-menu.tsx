import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { User } from '@voices/platform';
import { Spinner, useDismiss } from '@voices/ui';
import { CloseIcon, MenuIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';
import { menuOnDemand } from './menu-on-demand';

export interface MobileMenuProps {
  user: User | null;
  /** Unread notifications, shown beside the Notifications link. */
  unread: number;
  onLogout: () => void;
}

// Its contents (the account's links, the language list, the theme switch) load when first wanted.
const mobile = menuOnDemand(() => import(/* webpackChunkName: "mobile-panel" */ './mobile-panel'));

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
        onPointerEnter={mobile.preload}
        onFocus={mobile.preload}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {showUnread && !open ? <span className="vx-shell-bell-dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <mobile.Panel
          id={panelId}
          user={user}
          unread={showUnread ? unread : 0}
          onClose={close}
          onLogout={onLogout}
          fallback={
            <nav
              id={panelId}
              className="vx-shell-popover vx-shell-mobile-panel"
              aria-label={t('menu.label')}
              aria-busy="true"
            >
              <Spinner size="sm" />
            </nav>
          }
        />
      ) : null}
    </div>
  );
}
