import { useEffect, useLayoutEffect } from 'react';

// Neither effect runs when a build draws the page (react-dom/server), and React 18's server
// renderer warns about a layout effect there.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Tells the inline start script of a page that arrives drawn (scripts/first-paint-page.cjs)
 * that React has taken the page over: what a reader typed in its first paint before then is
 * typed again, and a form they sent is sent again. Rendered beside the page's content (the
 * landing page, a remote's page inside its Suspense boundary), so it runs when that content
 * is committed, not while React is still hydrating it, when an event on it is lost to React.
 */
export function PageStarted() {
  useCommitEffect(() => {
    (window as { __vxPageStarted?: boolean }).__vxPageStarted = true;
  }, []);
  return null;
}
