import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AiEnhanceResponse,
  Coordinates,
  ReverseGeocodeResponse,
  Weather,
  WeatherResponse,
} from '@voices/contracts';
import { queryKeys } from '@voices/platform';
import { getCurrentPosition } from '@voices/platform/weather';
import { get, post, searchParams, type CallOptions } from './request';

/** `GET /weather/current`: the weather at a point, in OpenWeatherMap's shape (°C, m/s). */
export async function getCurrentWeather(
  coords: Coordinates,
  { signal }: CallOptions = {},
): Promise<Weather> {
  const body = await get<WeatherResponse>('weather/current', {
    searchParams: searchParams({ lat: coords.lat, lon: coords.lon }),
    signal,
  });
  return body.data;
}

export type Place = Omit<ReverseGeocodeResponse, 'success'>;

/** `GET /geo/reverse`: the state, region and country around a point (null where unknown). */
export async function reverseGeocode(
  coords: Coordinates,
  { signal }: CallOptions = {},
): Promise<Place> {
  const { success: _success, ...place } = await get<ReverseGeocodeResponse>('geo/reverse', {
    searchParams: searchParams({ lat: coords.lat, lon: coords.lon }),
    signal,
  });
  return place;
}

/** `POST /ai/enhance` (bearer): a title under 60 characters and a summary under 150 words. */
export function enhanceStory(input: {
  title: string;
  content: string;
}): Promise<AiEnhanceResponse> {
  return post<AiEnhanceResponse>('ai/enhance', { json: input, timeout: 60_000 });
}

// A position rounded to about 100 m: the weather and the state do not change within it, and
// a reader who moves a few steps is not asked for again.
const rounded = (coords: Coordinates): Coordinates => ({
  lat: Math.round(coords.lat * 1000) / 1000,
  lon: Math.round(coords.lon * 1000) / 1000,
});

const TEN_MINUTES = 10 * 60_000;

export const placeQueries = {
  weather: (coords: Coordinates) =>
    queryOptions({
      queryKey: queryKeys.weather.current(rounded(coords)),
      queryFn: ({ signal }) => getCurrentWeather(rounded(coords), { signal }),
      staleTime: TEN_MINUTES,
    }),
  place: (coords: Coordinates) =>
    queryOptions({
      queryKey: queryKeys.geo.reverse(rounded(coords)),
      queryFn: ({ signal }) => reverseGeocode(rounded(coords), { signal }),
      staleTime: Infinity,
    }),
};

/** The weather where the reader is; null coordinates (not known yet) ask nothing. */
export function useCurrentWeather(coords: Coordinates | null | undefined) {
  return useQuery({
    ...placeQueries.weather(coords ?? { lat: 0, lon: 0 }),
    enabled: Boolean(coords),
  });
}

export function useReverseGeocode(coords: Coordinates | null | undefined) {
  return useQuery({
    ...placeQueries.place(coords ?? { lat: 0, lon: 0 }),
    enabled: Boolean(coords),
  });
}

/** The reader's position, asked at most every ten minutes; `enabled` false asks nothing. */
export function useCurrentPosition(enabled = true) {
  return useQuery({
    queryKey: queryKeys.geo.position,
    queryFn: () => getCurrentPosition(),
    staleTime: TEN_MINUTES,
    enabled,
  });
}
