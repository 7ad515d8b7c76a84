import { WEATHER_FALLBACK } from '@voices/contracts/constants';
import type { Weather } from '@voices/contracts';
import { formatTemperature, useTemperatureUnit, weatherTemperatures } from '@voices/platform';
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

/**
 * The masthead's weather: where the reader is when known, else the spec's defaults; both in
 * the reader's unit (°F or °C by their locale), as on the home page.
 */
export function WeatherBox({ weather }: { weather: Weather | null }) {
  const condition = weather?.weather[0];
  const { now, high, low, unit } = weatherTemperatures(weather, useTemperatureUnit());
  const description = condition?.description
    ? capitalise(condition.description)
    : WEATHER_FALLBACK.description;

  return (
    <div className="vx-herald-weather" aria-label="Weather">
      <span className="vx-herald-weather-symbol" aria-hidden="true">
        {weatherSymbol(condition?.id ?? 802)}
      </span>
      <div>
        <p className="vx-herald-weather-temp">{formatTemperature(now, unit)}</p>
        <p className="vx-herald-weather-desc">{description}</p>
        <p className="vx-herald-weather-range">
          <span className="vx-visually-hidden">High </span>
          {high}°<span aria-hidden="true"> / </span>
          <span className="vx-visually-hidden">, low </span>
          {low}°
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
