import { useEffect, useState } from 'react';
import { api } from '@voices/platform';
import { pickRecord, searchParams } from '../../../lib/api-shapes';
import { getCurrentPosition, type Coordinates } from '@voices/platform';

/** What the masthead's weather box needs of spec 001 §3 Weather (temperatures in °C). */
export interface CurrentWeather {
  name: string;
  code: number;
  description: string;
  tempC: number;
  highC: number;
  lowC: number;
}

/** GET /weather/current?lat&lon. */
export async function getCurrentWeather(
  coords: Coordinates,
  signal?: AbortSignal,
): Promise<CurrentWeather> {
  const body = await api
    .get('weather/current', {
      searchParams: searchParams({ lat: coords.lat, lon: coords.lon }),
      signal,
    })
    .json<unknown>();
  const data = pickRecord(body, 'data');
  const main = pickRecord(data, 'main');
  if (!data || !main || typeof main.temp !== 'number') throw new Error('No weather data');
  const condition = Array.isArray(data.weather) ? (data.weather[0] as Record<string, unknown>) : {};
  const temp = main.temp;
  return {
    name: typeof data.name === 'string' ? data.name : '',
    code: typeof condition?.id === 'number' ? condition.id : 802,
    description: typeof condition?.description === 'string' ? condition.description : '',
    tempC: temp,
    highC: typeof main.temp_max === 'number' ? main.temp_max : temp,
    lowC: typeof main.temp_min === 'number' ? main.temp_min : temp,
  };
}

const CACHE_MS = 10 * 60_000;
let cached: { at: number; promise: Promise<CurrentWeather> } | null = null;

/** The reader's weather, asked at most every ten minutes however many stories they open. */
function loadWeather(): Promise<CurrentWeather> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.promise;
  const promise = getCurrentPosition().then((coords) => getCurrentWeather(coords));
  cached = { at: Date.now(), promise };
  promise.catch(() => {
    if (cached?.promise === promise) cached = null;
  });
  return promise;
}

/** Forgets the cached weather (tests). */
export function clearWeatherCache(): void {
  cached = null;
}

/**
 * The weather where the reader is, or null while it is unknown or when it cannot be had
 * (the box then keeps the spec's defaults). `enabled` false asks nothing.
 */
export function useHeraldWeather(enabled: boolean): CurrentWeather | null {
  const [weather, setWeather] = useState<CurrentWeather | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadWeather().then(
      (value) => {
        if (live) setWeather(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return enabled ? weather : null;
}
