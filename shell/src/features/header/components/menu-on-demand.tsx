import { Suspense, type ComponentType, type ReactNode } from 'react';
import { dialogOnDemand, uiT } from '@voices/ui';

/**
 * A header menu's panel, whose code loads when the menu is first wanted: `preload` is called as
 * the pointer comes to its button or the button takes the focus, so the file is usually here by
 * the click; until it is, the menu shows `fallback` (its empty panel, busy). If the file cannot be
 * fetched, the menu says so and closes; the next opening asks again.
 */
export function menuOnDemand<P extends { onClose: () => void }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Loaded = dialogOnDemand<P>(load, () => uiT('dialog.failed'));
  function Panel({ fallback, ...props }: P & { fallback: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...(props as unknown as P)} />
      </Suspense>
    );
  }
  return { Panel, preload: () => void load().catch(() => undefined) };
}
