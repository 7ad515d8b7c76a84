import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a press outside `container` or on Escape. Escape also hands the focus
 * back to `returnFocus` (the button that opened it), so keyboard users are not stranded.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && container.current?.contains(target)) return;
      onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      returnFocus?.current?.focus();
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose, container, returnFocus]);
}
