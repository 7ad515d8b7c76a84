import { WEATHER_FALLBACK } from '@voices/contracts/constants';
import type { Weather } from '@voices/contracts';
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

const toF = (celsius: number) => Math.round((celsius * 9) / 5 + 32);

function capitalise(text: string): string {
  return text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

/** The masthead's weather: where the reader is when known, else the spec's defaults. */
export function WeatherBox({ weather }: { weather: Weather | null }) {
  const condition = weather?.weather[0];
  const temp = weather ? toF(weather.main.temp) : WEATHER_FALLBACK.temperatureF;
  const high = weather ? toF(weather.main.temp_max) : WEATHER_FALLBACK.highF;
  const low = weather ? toF(weather.main.temp_min) : WEATHER_FALLBACK.lowF;
  const description = condition?.description
    ? capitalise(condition.description)
    : WEATHER_FALLBACK.description;

  return (
    <div className="vx-herald-weather" aria-label="Weather">
      <span className="vx-herald-weather-symbol" aria-hidden="true">
        {weatherSymbol(condition?.id ?? 802)}
      </span>
      <div>
        <p className="vx-herald-weather-temp">{temp}°F</p>
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
