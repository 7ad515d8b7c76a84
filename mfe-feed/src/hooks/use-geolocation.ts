import { useRequest, type RequestState } from '../lib/use-request';
import { getCurrentPosition, type Coordinates } from '@voices/platform';

/** The reader's position, asked when `enabled` turns true; reload() asks again. */
export function useGeolocation(enabled = true): RequestState<Coordinates> {
  return useRequest(enabled ? 'position' : null, () => getCurrentPosition());
}
