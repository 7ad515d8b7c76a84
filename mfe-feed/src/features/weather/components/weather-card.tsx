import { useId } from 'react';
import { errorMessage, formatNumber, isApiError, useCommonT } from '@voices/platform';
import { useCurrentWeather } from '@voices/platform/api';
import {
  GEOLOCATION_ERROR,
  GeolocationError,
  useTemperatureUnit,
  weatherTemperatures,
  type TemperatureUnit,
} from '@voices/platform/weather';
import { Spinner } from '@voices/ui';
import { useGeolocation } from '../../../hooks/use-geolocation';
import { t as translate, useT } from '../../../i18n';
import { WeatherIcon } from './weather-icon';
import '../../../components/common.css';
import './weather-card.css';

/** What the card says when there is no weather to show (spec 001 §8). */
export function weatherErrorMessage(error: unknown): string {
  if (error instanceof GeolocationError) {
    switch (error.code) {
      case 0:
        return translate('weather.error.unsupported');
      case GEOLOCATION_ERROR.permissionDenied:
        return translate('weather.error.permissionDenied');
      case GEOLOCATION_ERROR.timeout:
        return translate('weather.error.timeout');
      default:
        // The browser's own reason, when it gives one, is shown as it comes.
        return error.message
          ? translate('weather.error.location', { reason: error.message })
          : translate('weather.error.positionUnavailable');
    }
  }
  const message = error instanceof Error ? error.message : '';
  if (/failed to fetch/i.test(message)) return translate('weather.error.connect');
  if (/network ?error/i.test(message)) return translate('weather.error.network');
  if (/timed? ?out/i.test(message)) return translate('weather.error.timeout');
  const fallback = translate('weather.error.failed');
  if (isApiError(error)) return errorMessage(error, fallback);
  return message || fallback;
}

function capitalise(text: string): string {
  return text.replace(/(^|\s)\S/g, (letter) => letter.toUpperCase());
}

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };
const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};
const NO_GROUPING: Intl.NumberFormatOptions = { useGrouping: false };

/** Whole degrees with their unit, in the interface locale's digits: '22°C'. */
function temperature(degrees: number, unit: TemperatureUnit): string {
  return `${formatNumber(degrees)}°${unit === 'fahrenheit' ? 'F' : 'C'}`;
}

/**
 * The weather where the reader is, from their position; the spec's defaults until then. Both
 * in the reader's unit (°F or °C by their locale).
 */
export function WeatherCard() {
  const t = useT();
  const retryLabel = useCommonT()('action.retry');
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
          {t('weather.title')}
        </h2>
        <span className="vx-feed-weather-place">{data?.name || t('weather.yourArea')}</span>
      </header>
      <div className="vx-feed-weather-now">
        <WeatherIcon code={condition?.id ?? 802} />
        <div>
          <p className="vx-feed-weather-temp">{temperature(degrees.now, degrees.unit)}</p>
          <p className="vx-feed-weather-desc">
            {condition?.description
              ? capitalise(condition.description)
              : t('weather.fallbackDescription')}
          </p>
        </div>
        <p className="vx-feed-weather-range" aria-label={t('weather.highLow')}>
          {t('weather.range', { high: formatNumber(degrees.high), low: formatNumber(degrees.low) })}
        </p>
      </div>
      {data && (
        <dl className="vx-feed-weather-details">
          {degrees.feelsLike !== null && (
            <div>
              <dt>{t('weather.feelsLike')}</dt>
              <dd>{temperature(degrees.feelsLike, degrees.unit)}</dd>
            </div>
          )}
          <div>
            <dt>{t('weather.humidity')}</dt>
            <dd>{formatNumber(Math.round(data.main.humidity) / 100, PERCENT)}</dd>
          </div>
          <div>
            <dt>{t('weather.wind')}</dt>
            <dd>{t('weather.windSpeed', { speed: formatNumber(data.wind.speed, ONE_DECIMAL) })}</dd>
          </div>
          <div>
            <dt>{t('weather.pressure')}</dt>
            <dd>
              {t('weather.pressureValue', {
                pressure: formatNumber(Math.round(data.main.pressure), NO_GROUPING),
              })}
            </dd>
          </div>
        </dl>
      )}
      {loading && <Spinner size="sm" label={t('weather.loading')} showLabel inline />}
      {failed !== null && !loading && (
        <div className="vx-feed-weather-error">
          <p role="alert">{weatherErrorMessage(failed)}</p>
          {!unsupported && (
            <button type="button" className="vx-btn vx-btn-sm" onClick={retry}>
              {retryLabel}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
