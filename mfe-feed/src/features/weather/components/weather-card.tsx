import { WEATHER_FALLBACK } from '@voices/contracts/constants';
import { useId } from 'react';
import {
  errorMessage,
  formatTemperature,
  GEOLOCATION_ERROR,
  GeolocationError,
  isApiError,
  useCurrentWeather,
  useTemperatureUnit,
  weatherTemperatures,
} from '@voices/platform';
import { Spinner } from '@voices/ui';
import { useGeolocation } from '../../../hooks/use-geolocation';
import { WeatherIcon } from './weather-icon';
import '../../../components/common.css';
import './weather-card.css';

/** What the card says when there is no weather to show (spec 001 §8). */
export function weatherErrorMessage(error: unknown): string {
  if (error instanceof GeolocationError) {
    switch (error.code) {
      case 0:
        return error.message;
      case GEOLOCATION_ERROR.permissionDenied:
        return 'Location permission denied. Please enable location access to see weather.';
      case GEOLOCATION_ERROR.timeout:
        return 'Request timed out. Please try again.';
      default:
        return `Unable to get location: ${error.message || 'position unavailable'}`;
    }
  }
  const message = error instanceof Error ? error.message : '';
  if (/failed to fetch/i.test(message)) {
    return 'Unable to connect to weather service. Please check your internet connection.';
  }
  if (/network ?error/i.test(message)) {
    return 'Network error. Please check your connection and try again.';
  }
  if (/timed? ?out/i.test(message)) return 'Request timed out. Please try again.';
  const fallback = 'Failed to fetch weather data. Please try again.';
  if (isApiError(error)) return errorMessage(error, fallback);
  return message || fallback;
}

function capitalise(text: string): string {
  return text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

const round = (value: number) => Math.round(value);

/**
 * The weather where the reader is, from their position; the spec's defaults until then. Both
 * in the reader's unit (°F or °C by their locale).
 */
export function WeatherCard() {
  const titleId = useId();
  const position = useGeolocation();
  const weather = useCurrentWeather(position.data);
  const degrees = weatherTemperatures(weather.data, useTemperatureUnit());

  const failed = position.isError ? position.error : weather.isError ? weather.error : null;
  const loading = position.isFetching || weather.isFetching;
  const data = weather.data;
  const condition = data?.weather[0];
  const unsupported = failed instanceof GeolocationError && failed.code === 0;

  const retry = () => {
    if (position.isError) void position.refetch();
    else void weather.refetch();
  };

  return (
    <section className="vx-feed-weather" aria-labelledby={titleId} aria-busy={loading}>
      <header className="vx-feed-sidebar-header vx-feed-weather-header">
        <h2 id={titleId} className="vx-feed-sidebar-title">
          Weather
        </h2>
        <span className="vx-feed-weather-place">{data?.name || 'Your area'}</span>
      </header>
      <div className="vx-feed-weather-now">
        <WeatherIcon code={condition?.id ?? 802} />
        <div>
          <p className="vx-feed-weather-temp">{formatTemperature(degrees.now, degrees.unit)}</p>
          <p className="vx-feed-weather-desc">
            {condition?.description
              ? capitalise(condition.description)
              : WEATHER_FALLBACK.description}
          </p>
        </div>
        <p className="vx-feed-weather-range" aria-label="High and low">
          {`${degrees.high}° / ${degrees.low}°`}
        </p>
      </div>
      {data && (
        <dl className="vx-feed-weather-details">
          {degrees.feelsLike !== null && (
            <div>
              <dt>Feels like</dt>
              <dd>{formatTemperature(degrees.feelsLike, degrees.unit)}</dd>
            </div>
          )}
          <div>
            <dt>Humidity</dt>
            <dd>{round(data.main.humidity)}%</dd>
          </div>
          <div>
            <dt>Wind</dt>
            <dd>{data.wind.speed.toFixed(1)} m/s</dd>
          </div>
          <div>
            <dt>Pressure</dt>
            <dd>{round(data.main.pressure)} hPa</dd>
          </div>
        </dl>
      )}
      {loading && <Spinner size="sm" label="Loading weather..." showLabel inline />}
      {failed !== null && !loading && (
        <div className="vx-feed-weather-error">
          <p role="alert">{weatherErrorMessage(failed)}</p>
          {!unsupported && (
            <button type="button" className="vx-btn vx-btn-sm" onClick={retry}>
              Retry
            </button>
          )}
        </div>
      )}
    </section>
  );
}
