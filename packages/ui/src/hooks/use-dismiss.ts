import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup (a menu, a panel) on a press outside `container` or on Escape. Escape also
 * hands the focus back to `returnFocus` (the button that opened it), so keyboard users are not
 * stranded. A press is a pointer going down: mouse, touch or pen.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement>,
  returnFocus?: RefObject<HTMLElement>,
) {
  // The latest onClose, so a caller may pass a new function on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && container.current?.contains(target)) return;
      close.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close.current();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, returnFocus]);
}
