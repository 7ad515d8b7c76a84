import type { Weather } from '@voices/contracts';
import { editionNumber } from '../../lib/herald-content';
import { ReaderWeatherBox, WeatherBox } from './weather-box';

interface MastheadProps {
  heading: string;
  themeName: string;
  now: Date;
  /** The weather to show; undefined asks for the reader's own. */
  weather: Weather | null | undefined;
}

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** The nameplate: the writer's heading, today's edition, date and time, and the weather. */
export function Masthead({ heading, themeName, now, weather }: MastheadProps) {
  return (
    <header className="vx-herald-masthead">
      <div className="vx-herald-masthead-line">
        <p className="vx-herald-edition">Edition No. {editionNumber(now).toLocaleString()}</p>
        <p className="vx-herald-dateline">
          <time dateTime={now.toISOString().slice(0, 10)}>{dateFormat.format(now)}</time>
          <span aria-hidden="true"> · </span>
          <time dateTime={now.toISOString()}>{timeFormat.format(now)}</time>
        </p>
      </div>
      <div className="vx-herald-nameplate">
        <p className="vx-herald-masthead-title">{heading}</p>
        {weather === undefined ? <ReaderWeatherBox /> : <WeatherBox weather={weather} />}
      </div>
      <p className="vx-herald-masthead-sub">
        {themeName} <span aria-hidden="true">·</span> Community Edition
      </p>
    </header>
  );
}
