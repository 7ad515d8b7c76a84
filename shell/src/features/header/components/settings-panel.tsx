import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { GlobeIcon, ShieldIcon } from '@voices/ui/icons';
import { LogoutItem } from './logout-item';
import { useT } from '../../../i18n';

export interface SettingsPanelProps {
  id: string;
  signedIn: boolean;
  moderator: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The settings dropdown's contents, loaded when it is first opened (settings-menu.tsx). */
export default function SettingsPanel({
  id,
  signedIn,
  moderator,
  onClose,
  onLogout,
}: SettingsPanelProps) {
  const t = useT();
  const languageId = useId();
  return (
    <div
      id={id}
      className="vx-shell-popover vx-shell-settings-panel"
      role="group"
      aria-label={t('header.settings')}
    >
      <label className="vx-shell-field-label" htmlFor={languageId}>
        <GlobeIcon width={16} height={16} /> {t('header.language')}
      </label>
      <LanguageSelect id={languageId} />
      <ThemeToggle className="vx-shell-menu-item" />
      {signedIn && moderator ? (
        <Link className="vx-shell-menu-item" to="/moderation" onClick={onClose}>
          <ShieldIcon />
          <span>{t('header.moderation')}</span>
        </Link>
      ) : null}
      {signedIn ? <LogoutItem onClose={onClose} onLogout={onLogout} /> : null}
    </div>
  );
}
