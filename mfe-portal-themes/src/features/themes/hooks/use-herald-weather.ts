import type { Weather } from '@voices/contracts';
import { useCurrentPosition, useCurrentWeather } from '@voices/platform/api';

/**
 * The weather where the reader is, or null while it is unknown or when it cannot be had (the
 * box then keeps the spec's defaults). The position and the weather are asked at most every
 * ten minutes however many stories the reader opens; `enabled` false asks nothing.
 */
export function useHeraldWeather(enabled: boolean): Weather | null {
  const position = useCurrentPosition(enabled);
  const weather = useCurrentWeather(enabled ? position.data : null);
  return enabled ? (weather.data ?? null) : null;
}
