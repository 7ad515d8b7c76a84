import { useEffect, useState, type RefObject } from 'react';

/**
 * How far from the top of the window something sticky must stop so that it stays below the
 * page's own sticky header (the shell's, or the dev frame's), whose height this remote
 * cannot know in advance: it is measured, and measured again when the header resizes.
 */
export function useStickyOffset(within: RefObject<HTMLElement>): number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const headers = Array.from(document.querySelectorAll<HTMLElement>('header')).filter(
      (header) =>
        !within.current?.contains(header) &&
        ['sticky', 'fixed'].includes(window.getComputedStyle(header).position),
    );
    if (headers.length === 0) return;
    const measure = () =>
      setOffset(Math.max(0, ...headers.map((header) => header.getBoundingClientRect().height)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    headers.forEach((header) => observer.observe(header));
    return () => observer.disconnect();
  }, [within]);
  return offset;
}
