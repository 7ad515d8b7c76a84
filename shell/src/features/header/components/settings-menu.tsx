import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { useDismiss } from '@voices/ui';
import { GlobeIcon, LogOutIcon, SettingsIcon, ShieldIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';

export interface SettingsMenuProps {
  signedIn: boolean;
  /** A moderator's menu links the moderation page. */
  moderator?: boolean;
  onLogout: () => void;
}

export function SettingsMenu({ signedIn, moderator = false, onLogout }: SettingsMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const panelId = useId();
  const languageId = useId();

  return (
    <div className="vx-shell-settings" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="vx-shell-icon-button"
        aria-label={t('header.settings')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SettingsIcon />
      </button>
      {open ? (
        <div
          id={panelId}
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
            <Link className="vx-shell-menu-item" to="/moderation" onClick={close}>
              <ShieldIcon />
              <span>{t('header.moderation')}</span>
            </Link>
          ) : null}
          {signedIn ? (
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
        </div>
      ) : null}
    </div>
  );
}
