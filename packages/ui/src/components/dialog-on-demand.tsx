import { lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { toast } from './toaster';

/**
 * A dialog whose code loads when it is first opened. If that code cannot be fetched (the
 * network is gone), opening it says `failed()` as the dialog's own failure would, and closes.
 */
export function dialogOnDemand<P extends { onClose: () => void }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: () => string,
): LazyExoticComponent<ComponentType<P>> {
  function Unavailable({ onClose }: P) {
    const close = useRef(onClose);
    useEffect(() => {
      toast.error(failed());
      close.current();
    }, []);
    return null;
  }
  return lazy(() => load().catch(() => ({ default: Unavailable })));
}
