import { api } from '@voices/platform';
import { pickString, searchParams } from '../../../lib/api-shapes';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { type Coordinates } from '@voices/platform';

export interface Place {
  state: string | null;
  region: string | null;
  county: string | null;
}

/** GET /geo/reverse: the first-level area (state) around a position. */
export async function reverseGeocode(coords: Coordinates, signal?: AbortSignal): Promise<Place> {
  const body = await api
    .get('geo/reverse', {
      searchParams: searchParams({ lat: coords.lat, lon: coords.lon }),
      signal,
    })
    .json<unknown>();
  return {
    state: pickString(body, 'state'),
    region: pickString(body, 'region'),
    county: pickString(body, 'county'),
  };
}

export function useReverseGeocode(coords: Coordinates | null | undefined): RequestState<Place> {
  return useRequest(
    coords ? `geo:${coords.lat.toFixed(3)},${coords.lon.toFixed(3)}` : null,
    (signal) => reverseGeocode(coords as Coordinates, signal),
  );
}
