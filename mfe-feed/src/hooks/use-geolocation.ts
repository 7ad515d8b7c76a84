import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@voices/platform';
import { getCurrentPosition } from '@voices/platform/weather';

// The browser's answer, not the server's; it sits in the same cache so that the weather card
// and the local tab ask the reader once between them.
const POSITION_KEY = ['browser', 'position'] as const;

/** The reader's position, asked when `enabled` turns true; `refetch()` asks again. */
export function useGeolocation(enabled = true) {
  return useQuery({
    queryKey: POSITION_KEY,
    queryFn: () => getCurrentPosition(),
    enabled,
    staleTime: TIMINGS.geolocationMaxAgeMs,
  });
}
