import { useEffect } from 'react';
import { connectRealtimeWhenIdle } from '@voices/platform';

/**
 * Opens the page's realtime connection (for visitors too, whom the shell does not connect),
 * so stories and headings changed elsewhere reach the cache and the page shows them. It opens
 * once the page has loaded and the browser is idle: the story is drawn first.
 */
export function useLiveUpdates(): void {
  useEffect(() => connectRealtimeWhenIdle(), []);
}
