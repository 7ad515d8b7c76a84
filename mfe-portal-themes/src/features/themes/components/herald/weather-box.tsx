import type { Weather } from '@voices/contracts';
import { WEATHER_FALLBACK, useLocale, type Translate } from '@voices/platform';
import {
  formatTemperature,
  useTemperatureUnit,
  weatherTemperatures,
} from '@voices/platform/weather';
import { Trans, useT, type ThemesMessageKey } from '../../../../i18n';
import { useHeraldWeather } from '../../hooks/use-herald-weather';

/** The weather symbol by condition code range (spec 001 §9). */
export function weatherSymbol(code: number): string {
  if (code >= 200 && code < 300) return '⛈️';
  if (code >= 300 && code < 600) return '🌧️';
  if (code >= 600 && code < 700) return '❄️';
  if (code >= 700 && code < 800) return '🌫️';
  if (code === 800) return '☀️';
  return '⛅';
}

function capitalise(text: string): string {
  return text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

/** The sky by condition code range, in the reader's language. */
export function weatherCondition(t: Translate<ThemesMessageKey>, code: number): string {
  if (code >= 200 && code < 300) return t('weather.thunderstorm');
  if (code >= 300 && code < 400) return t('weather.drizzle');
  if (code >= 500 && code < 600) return t('weather.rain');
  if (code >= 600 && code < 700) return t('weather.snow');
  if (code >= 700 && code < 800) return t('weather.mist');
  if (code === 800) return t('weather.clear');
  if (code === 801 || code === 802) return t('weather.partlyCloudy');
  return t('weather.cloudy');
}

/**
 * The masthead's weather: where the reader is when known, else the spec's defaults; both in
 * the reader's unit (°F or °C by their locale), as on the home page.
 */
export function WeatherBox({ weather }: { weather: Weather | null }) {
  const t = useT();
  const locale = useLocale();
  const condition = weather?.weather[0];
  const { now, high, low, unit } = weatherTemperatures(weather, useTemperatureUnit());
  // The service describes the sky in English: other languages get the words for its code.
  const description = !condition
    ? locale === 'en'
      ? WEATHER_FALLBACK.description
      : t('weather.partlyCloudy')
    : locale === 'en' && condition.description
      ? capitalise(condition.description)
      : weatherCondition(t, condition.id);

  return (
    <div className="vx-herald-weather" aria-label={t('weather.label')}>
      <span className="vx-herald-weather-symbol" aria-hidden="true">
        {weatherSymbol(condition?.id ?? 802)}
      </span>
      <div>
        <p className="vx-herald-weather-temp">{formatTemperature(now, unit)}</p>
        <p className="vx-herald-weather-desc">{description}</p>
        <p className="vx-herald-weather-range">
          <Trans
            id="weather.range"
            values={{ high, low }}
            components={{
              0: <span className="vx-visually-hidden" />,
              1: <span aria-hidden="true" />,
              2: <span className="vx-visually-hidden" />,
            }}
          />
        </p>
        {weather?.name && <p className="vx-herald-weather-place">{weather.name}</p>}
      </div>
    </div>
  );
}

/** The weather where the reader is, through the page's cache; the defaults until it is known. */
export function ReaderWeatherBox() {
  return <WeatherBox weather={useHeraldWeather(true)} />;
}
