// The one place that decides in which unit Voices shows a temperature, and how it writes one.
// The gateway answers the weather in °C (`units: 'metric'`); the spec's fallback defaults are
// written in °F. Both are converted to the reader's unit here, so that the home card and the
// Daily Herald box never disagree.
import { useSyncExternalStore } from 'react';
import { WEATHER_FALLBACK } from '@voices/platform';
import type { Weather } from '@voices/contracts';

export type TemperatureUnit = 'celsius' | 'fahrenheit';

/**
 * Regions whose readers expect °F for the weather: the United States and its territories
 * (PR, GU, VI, AS, MP, UM), the states in free association with it (PW, FM, MH), and the
 * Bahamas, Belize, the Cayman Islands and Liberia. CLDR's own list (BS BZ KY PR PW US) plus the
 * places whose weather services also report in °F. Myanmar, often named with the US and
 * Liberia as not metric, reports its weather in °C and is left out. Everywhere else: °C.
 */
export const FAHRENHEIT_REGIONS: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  'PW',
  'FM',
  'MH',
  'BS',
  'BZ',
  'KY',
  'LR',
]);

// The BCP 47 unit keyword (`-u-mu-celsius`, `-u-mu-fahrenhe`) overrides the region's habit.
const UNIT_KEYWORD = /-u(?:-[a-z0-9]{2,8})*?-mu-(celsius|fahrenhe)(?:-|$)/i;

function regionOf(tag: string): string | null {
  try {
    const locale = new Intl.Locale(tag);
    // A tag without a region ('en') stands for its most likely one ('en-US'), as in CLDR.
    return (locale.region ?? locale.maximize().region ?? null)?.toUpperCase() ?? null;
  } catch {
    return null;
  }
}

/** The unit a reader with this locale tag expects: °F in FAHRENHEIT_REGIONS, else °C. */
export function temperatureUnitFor(locale: string | null | undefined): TemperatureUnit {
  const tag = (locale ?? '').trim().replace(/_/g, '-');
  if (!tag) return 'celsius';
  const keyword = UNIT_KEYWORD.exec(tag)?.[1]?.toLowerCase();
  if (keyword) return keyword === 'celsius' ? 'celsius' : 'fahrenheit';
  const region = regionOf(tag);
  return region && FAHRENHEIT_REGIONS.has(region) ? 'fahrenheit' : 'celsius';
}

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The unit of this browser's reader (its `navigator.language`). */
export function readerTemperatureUnit(): TemperatureUnit {
  return temperatureUnitFor(browserLocale());
}

function subscribeToLanguage(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/** The reader's unit, following a change of the browser's language. */
export function useTemperatureUnit(): TemperatureUnit {
  return useSyncExternalStore(subscribeToLanguage, readerTemperatureUnit, () => 'celsius');
}

// Whole degrees, and never '-0'.
const whole = (value: number) => Math.round(value) || 0;

/** A temperature in °C, in the unit, in whole degrees. */
export function fromCelsius(celsius: number, unit: TemperatureUnit): number {
  return whole(unit === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius);
}

/** A temperature in °F, in the unit, in whole degrees. */
export function fromFahrenheit(fahrenheit: number, unit: TemperatureUnit): number {
  return whole(unit === 'celsius' ? ((fahrenheit - 32) * 5) / 9 : fahrenheit);
}

/** '22°C', '72°F'. */
export function formatTemperature(degrees: number, unit: TemperatureUnit): string {
  return `${degrees}°${unit === 'fahrenheit' ? 'F' : 'C'}`;
}

export interface WeatherTemperatures {
  unit: TemperatureUnit;
  /** Whole degrees in `unit`. */
  now: number;
  high: number;
  low: number;
  /** Null for the defaults, which have none. */
  feelsLike: number | null;
  /** False while the spec's defaults are shown. */
  live: boolean;
}

/**
 * What a weather widget shows, in the reader's unit: the live reading (°C from the gateway)
 * or, without one, the spec's defaults (72°F, 78°/65°: 22°C, 26°/18° for °C readers).
 */
export function weatherTemperatures(
  weather: Pick<Weather, 'main'> | null | undefined,
  unit: TemperatureUnit,
): WeatherTemperatures {
  if (!weather) {
    return {
      unit,
      now: fromFahrenheit(WEATHER_FALLBACK.temperatureF, unit),
      high: fromFahrenheit(WEATHER_FALLBACK.highF, unit),
      low: fromFahrenheit(WEATHER_FALLBACK.lowF, unit),
      feelsLike: null,
      live: false,
    };
  }
  const { main } = weather;
  return {
    unit,
    now: fromCelsius(main.temp, unit),
    high: fromCelsius(main.temp_max, unit),
    low: fromCelsius(main.temp_min, unit),
    feelsLike: fromCelsius(main.feels_like, unit),
    live: true,
  };
}
