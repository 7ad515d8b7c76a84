import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether something below the fold is worth drawing yet: true once `target` comes within a
 * screen's height of the window (or the page is about to be printed), and from then on. True
 * from the start when `now` is, and once drawn where the browser cannot tell (no
 * IntersectionObserver): the first render is the same everywhere, so a page drawn on the
 * server is taken over as it is.
 */
export function useNearScreen(target: RefObject<HTMLElement>, now = false): boolean {
  const [near, setNear] = useState(now);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const show = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', show);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', show);
    };
  }, [near, target]);
  return near || now;
}
