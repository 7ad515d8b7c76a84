import { useId } from 'react';
import type { EmailPreferences } from '@voices/contracts';
import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { errorMessage, localizeMessage } from '@voices/platform';
import { useEmailPreferences, useSaveEmailPreferences } from '@voices/platform/api';
import { Spinner, toast } from '@voices/ui';
import { useT, type SettingsMessageKey } from '../i18n';
import { SettingsSection } from './blocked-members';

const SWITCHES: {
  key: keyof EmailPreferences;
  label: SettingsMessageKey;
  help: SettingsMessageKey;
}[] = [
  {
    key: 'newFollower',
    label: 'settings.email.newFollower',
    help: 'settings.email.newFollowerHelp',
  },
  {
    key: 'digest',
    label: 'settings.email.digest',
    help: 'settings.email.digestHelp',
  },
];

/** The optional e-mails, each a switch saved as it is flipped; all are off until turned on. */
export function EmailSettings() {
  const t = useT();
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const baseId = useId();

  const flip = async (key: keyof EmailPreferences, on: boolean) => {
    try {
      await save.mutateAsync({ [key]: on });
      toast.success(localizeMessage(MODERATION_MESSAGES.emailPreferencesSaved));
    } catch (error) {
      toast.error(errorMessage(error, t('settings.email.saveFailed')));
    }
  };

  return (
    <SettingsSection id="email" title={t('settings.email.title')} lead={t('settings.email.lead')}>
      {preferences.isPending ? (
        <Spinner label={t('settings.email.loading')} showLabel />
      ) : preferences.isError ? (
        <p className="vx-alert vx-alert-error" role="alert">
          {errorMessage(preferences.error, t('settings.email.loadFailed'))}
        </p>
      ) : (
        <ul className="vx-settings-switches">
          {SWITCHES.map(({ key, label, help }) => {
            const on = preferences.data[key];
            return (
              <li key={key} className="vx-settings-switch-row">
                <span className="vx-settings-list-text">
                  <span id={`${baseId}-${key}`} className="vx-label">
                    {t(label)}
                  </span>
                  <span id={`${baseId}-${key}-help`} className="vx-help">
                    {t(help)}
                  </span>
                </span>
                <button
                  type="button"
                  role="switch"
                  className="vx-settings-switch"
                  aria-checked={on}
                  aria-labelledby={`${baseId}-${key}`}
                  aria-describedby={`${baseId}-${key}-help`}
                  disabled={save.isPending}
                  onClick={() => void flip(key, !on)}
                >
                  <span className="vx-settings-switch-knob" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}
