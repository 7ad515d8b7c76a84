import { useEffect, useState } from 'react';

/**
 * False while the page is drawn on the server and while React takes that drawing over (and on
 * a component's first render in the browser), true once it has mounted. For what the server
 * cannot know, such as the reader's time zone, in an attribute: React keeps a drawn attribute
 * as it is, where it corrects text. The change is an ordinary update, after the page is React's.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
