import { useEffect } from 'react';
import { connectRealtime } from '@voices/platform';

/**
 * Opens the page's realtime connection (for visitors too, whom the shell does not connect),
 * so stories and headings changed elsewhere reach the cache and the page shows them.
 */
export function useLiveUpdates(): void {
  useEffect(() => {
    connectRealtime().catch(() => undefined);
  }, []);
}
