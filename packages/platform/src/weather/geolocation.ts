import type { Coordinates } from '@voices/contracts';
import { TIMINGS } from '@voices/platform';

export type { Coordinates };

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser';

/** The codes of GeolocationPositionError (jsdom and some browsers lack the constants). */
export const GEOLOCATION_ERROR = {
  permissionDenied: 1,
  positionUnavailable: 2,
  timeout: 3,
} as const;

/** A failed position request: `code` as in GeolocationPositionError, 0 when unsupported. */
export class GeolocationError extends Error {
  readonly code: number;

  constructor(code: number, message: string) {
    super(message);
    this.name = 'GeolocationError';
    this.code = code;
  }
}

/** The reader's position, asked once: 10 s at most, a fix up to 5 min old is good enough. */
export function getCurrentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      reject(new GeolocationError(0, GEOLOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new GeolocationError(error.code, error.message)),
      {
        enableHighAccuracy: false,
        timeout: TIMINGS.geolocationTimeoutMs,
        maximumAge: TIMINGS.geolocationMaxAgeMs,
      },
    );
  });
}
