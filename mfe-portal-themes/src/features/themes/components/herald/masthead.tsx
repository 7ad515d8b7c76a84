import type { Weather } from '@voices/contracts';
import { formatDate, formatNumber } from '@voices/platform';
import { Trans, useT } from '../../../../i18n';
import { editionNumber } from '../../lib/herald-content';
import { ReaderWeatherBox, WeatherBox } from './weather-box';

interface MastheadProps {
  heading: string;
  /** The language the heading is written in (the story's), when known. */
  headingLang?: string;
  themeName: string;
  now: Date;
  /** The weather to show; undefined asks for the reader's own. */
  weather: Weather | null | undefined;
}

export const MASTHEAD_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};
const MASTHEAD_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * The nameplate: the writer's heading, today's edition, date and time, and the weather. The
 * date, the time and the edition's number are written as the reader's language writes them.
 */
export function Masthead({ heading, headingLang, themeName, now, weather }: MastheadProps) {
  const t = useT();
  return (
    <header className="vx-herald-masthead">
      <div className="vx-herald-masthead-line">
        <p className="vx-herald-edition" suppressHydrationWarning>
          {t('masthead.edition', { number: formatNumber(editionNumber(now)) })}
        </p>
        <p className="vx-herald-dateline">
          <time dateTime={now.toISOString().slice(0, 10)} suppressHydrationWarning>
            {formatDate(now, MASTHEAD_DATE)}
          </time>
          <span aria-hidden="true"> · </span>
          <time dateTime={now.toISOString()} suppressHydrationWarning>
            {formatDate(now, MASTHEAD_TIME)}
          </time>
        </p>
      </div>
      <div className="vx-herald-nameplate">
        <p className="vx-herald-masthead-title" lang={headingLang}>
          {heading}
        </p>
        {weather === undefined ? <ReaderWeatherBox /> : <WeatherBox weather={weather} />}
      </div>
      <p className="vx-herald-masthead-sub">
        <Trans
          id="masthead.communityEdition"
          values={{ paper: themeName }}
          components={{ 0: <span aria-hidden="true" /> }}
        />
      </p>
    </header>
  );
}
