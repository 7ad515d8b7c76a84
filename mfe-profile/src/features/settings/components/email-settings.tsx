import { useId } from 'react';
import type { EmailPreferences } from '@voices/contracts';
import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { errorMessage, useEmailPreferences, useSaveEmailPreferences } from '@voices/platform';
import { Spinner, toast } from '@voices/ui';
import { SettingsSection } from './blocked-members';

const SWITCHES: { key: keyof EmailPreferences; label: string; help: string }[] = [
  {
    key: 'newFollower',
    label: 'A new follower',
    help: 'An e-mail when someone starts following you.',
  },
  {
    key: 'digest',
    label: 'Daily digest',
    help: 'Once a day, the new stories of the authors you follow.',
  },
];

/** The optional e-mails, each a switch saved as it is flipped; all are off until turned on. */
export function EmailSettings() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const baseId = useId();

  const flip = async (key: keyof EmailPreferences, on: boolean) => {
    try {
      await save.mutateAsync({ [key]: on });
      toast.success(MODERATION_MESSAGES.emailPreferencesSaved);
    } catch (error) {
      toast.error(errorMessage(error, 'Your e-mail settings could not be saved.'));
    }
  };

  return (
    <SettingsSection
      id="email"
      title="E-mail notifications"
      lead="Besides sign-in codes, we only e-mail you what you turn on here."
    >
      {preferences.isPending ? (
        <Spinner label="Loading e-mail settings…" showLabel />
      ) : preferences.isError ? (
        <p className="vx-alert vx-alert-error" role="alert">
          {errorMessage(preferences.error, 'Could not load your e-mail settings.')}
        </p>
      ) : (
        <ul className="vx-settings-switches">
          {SWITCHES.map(({ key, label, help }) => {
            const on = preferences.data[key];
            return (
              <li key={key} className="vx-settings-switch-row">
                <span className="vx-settings-list-text">
                  <span id={`${baseId}-${key}`} className="vx-label">
                    {label}
                  </span>
                  <span id={`${baseId}-${key}-help`} className="vx-help">
                    {help}
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
