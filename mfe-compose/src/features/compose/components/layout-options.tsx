import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/contracts/constants';
import type { UseFormRegisterReturn } from '@voices/platform/forms';
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
  return (
    <fieldset className="vx-compose-fieldset">
      <legend className="vx-label">Layout options</legend>
      <p className="vx-help">Where the author section appears in the article</p>
      <div className="vx-compose-radios">
        {STORY_AUTHOR_SECTION_POSITIONS.map((value) => (
          <label key={value} className="vx-compose-radio">
            <input type="radio" value={value} {...position} />
            {POSITION_LABELS[value] ?? value}
          </label>
        ))}
      </div>
      {advertisement && (
        <label className="vx-compose-radio">
          <input type="checkbox" {...showAdvertisement} />
          Enable sidebar advertisement (Newspaper layout)
        </label>
      )}
    </fieldset>
  );
}
