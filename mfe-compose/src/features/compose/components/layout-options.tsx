import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/platform';
import type { UseFormRegisterReturn } from '@voices/platform/forms';
import { useT } from '../../../i18n';
import { POSITION_LABELS } from '../lib/labels';

interface LayoutOptionsProps {
  /** The form's `authorSectionPosition` field. */
  position: UseFormRegisterReturn;
  /** The form's `showAdvertisement` field. */
  showAdvertisement: UseFormRegisterReturn;
  /** Whether the chosen theme has the advertisement box: the checkbox shows for it alone. */
  advertisement: boolean;
}

/** Where the author section sits, and the newspaper layout's advertisement box. */
export function LayoutOptions({ position, showAdvertisement, advertisement }: LayoutOptionsProps) {
  const t = useT();
  const positionLabel = (value: string) => {
    const key = POSITION_LABELS[value];
    return key ? t(key) : value;
  };
  return (
    <fieldset className="vx-compose-fieldset">
      <legend className="vx-label">{t('layout.legend')}</legend>
      <p className="vx-help">{t('layout.help')}</p>
      <div className="vx-compose-radios">
        {STORY_AUTHOR_SECTION_POSITIONS.map((value) => (
          <label key={value} className="vx-compose-radio">
            <input type="radio" value={value} {...position} />
            {positionLabel(value)}
          </label>
        ))}
      </div>
      {advertisement && (
        <label className="vx-compose-radio">
          <input type="checkbox" {...showAdvertisement} />
          {t('layout.advertisement')}
        </label>
      )}
    </fieldset>
  );
}
