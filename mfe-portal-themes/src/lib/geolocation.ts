import { TIMINGS } from '@voices/contracts/constants';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** The reader's position, asked once: 10 s at most, a fix up to 5 min old is good enough. */
export function getCurrentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      reject(new Error('Geolocation is not supported by this browser'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) => reject(new Error(`Unable to get location: ${error.message}`)),
      {
        enableHighAccuracy: false,
        timeout: TIMINGS.geolocationTimeoutMs,
        maximumAge: TIMINGS.geolocationMaxAgeMs,
      },
    );
  });
}
