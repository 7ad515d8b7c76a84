import { useEffect, useRef, type ComponentType } from 'react';
import { toast } from './toaster';

/**
 * A dialog whose code loads when it is first opened (it suspends until then). If that code
 * cannot be fetched (the network is gone), opening it says `failed()` as the dialog's own
 * failure would, and closes; the next opening asks for the code again.
 */
export function dialogOnDemand<P extends { onClose: () => void }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  failed: () => string,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failedToLoad = false;

  function Unavailable({ onClose }: P) {
    const close = useRef(onClose);
    useEffect(() => {
      failedToLoad = false;
      toast.error(failed());
      close.current();
    }, []);
    return null;
  }

  return function DialogOnDemand(props: P) {
    if (Loaded) return <Loaded {...props} />;
    if (failedToLoad) return <Unavailable {...props} />;
    pending ??= load()
      .then(
        (module) => {
          Loaded = module.default;
        },
        () => {
          failedToLoad = true;
        },
      )
      .finally(() => {
        pending = null;
      });
    // Suspends: the nearest Suspense shows its fallback until the code has come (or failed).
    throw pending;
  };
}
