import { LogOutIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';

/** Logout, as both header menus end: the menu closes, then the member is signed out. */
export function LogoutItem({ onClose, onLogout }: { onClose: () => void; onLogout: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="vx-shell-menu-item vx-shell-menu-item-danger"
      onClick={() => {
        onClose();
        onLogout();
      }}
    >
      <LogOutIcon />
      <span>{t('header.logout')}</span>
    </button>
  );
}
