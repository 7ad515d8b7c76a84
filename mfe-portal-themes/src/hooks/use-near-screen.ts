import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether something below the fold is worth drawing yet: true once `target` comes within a
 * screen's height of the window (or the page is about to be printed), and from then on. True
 * from the start when `now` is, and where the browser cannot tell (no IntersectionObserver).
 */
export function useNearScreen(target: RefObject<HTMLElement>, now = false): boolean {
  const [near, setNear] = useState(() => now || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
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
