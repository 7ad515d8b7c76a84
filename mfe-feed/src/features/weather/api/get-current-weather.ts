import { api } from '@voices/platform';
import { pickRecord, searchParams } from '../../../lib/api-shapes';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { type Coordinates } from '@voices/platform';

/** The weather of spec 001 §3 (temperatures in °C, wind in m/s). */
export interface Weather {
  name: string;
  weather: { id: number; description: string }[];
  main: {
    temp: number;
    feels_like: number;
    humidity: number;
    pressure: number;
    temp_max: number;
    temp_min: number;
  };
  wind: { speed: number };
}

function isWeather(value: unknown): value is Weather {
  const record = value as Partial<Weather> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.main === 'object' &&
    record.main !== null &&
    typeof record.main.temp === 'number'
  );
}

/** GET /weather/current?lat&lon. */
export async function getCurrentWeather(
  coords: Coordinates,
  signal?: AbortSignal,
): Promise<Weather> {
  const body = await api
    .get('weather/current', {
      searchParams: searchParams({ lat: coords.lat, lon: coords.lon }),
      signal,
    })
    .json<unknown>();
  const data = pickRecord(body, 'data');
  if (!isWeather(data)) throw new Error('Failed to fetch weather data. Please try again.');
  return {
    ...data,
    name: typeof data.name === 'string' ? data.name : '',
    weather: Array.isArray(data.weather) ? data.weather : [],
    wind: { speed: typeof data.wind?.speed === 'number' ? data.wind.speed : 0 },
  };
}

export function useCurrentWeather(coords: Coordinates | null | undefined): RequestState<Weather> {
  return useRequest(coords ? `weather:${coords.lat},${coords.lon}` : null, (signal) =>
    getCurrentWeather(coords as Coordinates, signal),
  );
}
