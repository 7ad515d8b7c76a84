import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while the page is drawn on the server and while React takes that drawing over, true
 * from the next render on (at once on a page drawn in the browser). For what the server cannot
 * know, such as the reader's time zone, in an attribute: React keeps a drawn attribute as it
 * is, where it corrects text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
