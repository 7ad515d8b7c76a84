import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/contracts/constants';
import { POSITION_LABELS } from '../lib/labels';

interface LayoutOptionsProps {
  /** Groups the radios of one form. */
  name: string;
  position: string;
  onPositionChange: (position: string) => void;
  showAdvertisement: boolean;
  onShowAdvertisementChange: (show: boolean) => void;
}

/** Where the author section sits, and the newspaper layout's advertisement box. */
export function LayoutOptions({
  name,
  position,
  onPositionChange,
  showAdvertisement,
  onShowAdvertisementChange,
}: LayoutOptionsProps) {
  return (
    <fieldset className="vx-compose-fieldset">
      <legend className="vx-label">Layout options</legend>
      <p className="vx-help">Where the author section appears in the article</p>
      <div className="vx-compose-radios">
        {STORY_AUTHOR_SECTION_POSITIONS.map((value) => (
          <label key={value} className="vx-compose-radio">
            <input
              type="radio"
              name={name}
              value={value}
              checked={position === value}
              onChange={() => onPositionChange(value)}
            />
            {POSITION_LABELS[value] ?? value}
          </label>
        ))}
      </div>
      <label className="vx-compose-radio">
        <input
          type="checkbox"
          checked={showAdvertisement}
          onChange={(event) => onShowAdvertisementChange(event.target.checked)}
        />
        Enable sidebar advertisement (Newspaper layout)
      </label>
    </fieldset>
  );
}
