import { useLayoutEffect } from 'react';

/**
 * Tells the inline start script of a page that arrives drawn (scripts/first-paint-page.cjs)
 * that React has taken the page over: what a reader typed in its first paint before then is
 * typed again, and a form they sent is sent again. Rendered beside the page's content (the
 * landing page, a remote's page inside its Suspense boundary), so it runs when that content
 * is committed, not while React is still hydrating it, when an event on it is lost to React.
 */
export function PageStarted() {
  useLayoutEffect(() => {
    (window as { __vxPageStarted?: boolean }).__vxPageStarted = true;
  }, []);
  return null;
}
