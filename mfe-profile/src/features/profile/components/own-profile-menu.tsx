import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDismiss, useLogout } from '@voices/ui';
import { BookmarkIcon, LogOutIcon, MoreIcon, PenIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';

/** The own profile's menu: Saved, Edit Profile and Logout. Closes on an outside click or Escape. */
export function OwnProfileMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const logout = useLogout();

  useDismiss(open, () => setOpen(false), container, trigger);

  return (
    <div className="vx-profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="vx-btn vx-btn-icon"
        aria-label={t('ownMenu.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon size={18} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="vx-profile-menu-panel"
          role="group"
          aria-label={t('ownMenu.label')}
        >
          <Link className="vx-profile-menu-item" to="/saved" onClick={() => setOpen(false)}>
            <BookmarkIcon size={16} />
            <span>{t('ownMenu.saved')}</span>
          </Link>
          <Link className="vx-profile-menu-item" to="/edit-profile" onClick={() => setOpen(false)}>
            <PenIcon size={16} />
            <span>{t('edit.title')}</span>
          </Link>
          <button
            type="button"
            className="vx-profile-menu-item vx-profile-menu-item--danger"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <LogOutIcon size={16} />
            <span>{t('ownMenu.logout')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
