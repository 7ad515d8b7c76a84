import { useCallback, useId, useRef, useState } from 'react';
import { Spinner, useDismiss } from '@voices/ui';
import { SettingsIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';
import { menuOnDemand } from './menu-on-demand';

export interface SettingsMenuProps {
  signedIn: boolean;
  /** A moderator's menu links the moderation page. */
  moderator?: boolean;
  onLogout: () => void;
}

// Its contents (the language list, the theme switch, Logout) load when first wanted.
const settings = menuOnDemand(
  () => import(/* webpackChunkName: "settings-panel" */ './settings-panel'),
);

export function SettingsMenu({ signedIn, moderator = false, onLogout }: SettingsMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const panelId = useId();

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
        onPointerEnter={settings.preload}
        onFocus={settings.preload}
        onClick={() => setOpen((value) => !value)}
      >
        <SettingsIcon />
      </button>
      {open ? (
        <settings.Panel
          id={panelId}
          signedIn={signedIn}
          moderator={moderator}
          onClose={close}
          onLogout={onLogout}
          fallback={
            <div
              id={panelId}
              className="vx-shell-popover vx-shell-settings-panel"
              role="group"
              aria-label={t('header.settings')}
              aria-busy="true"
            >
              <Spinner size="sm" />
            </div>
          }
        />
      ) : null}
    </div>
  );
}
