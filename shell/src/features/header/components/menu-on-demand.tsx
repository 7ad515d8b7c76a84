import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
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
  let loaded = false;
  const tracked = () =>
    load().then((module) => {
      loaded = true;
      return module;
    });
  const Loaded = dialogOnDemand<P>(tracked, () => uiT('dialog.failed'));
  function Panel({ fallback, ...props }: P & { fallback: ReactNode }) {
    // Opened before its file came, the menu has shown (and popped open) its busy panel: the real
    // one takes its place without popping a second time.
    const [late] = useState(() => !loaded);
    const panel = <Loaded {...(props as unknown as P)} />;
    return (
      <Suspense fallback={fallback}>
        {late ? <div className="vx-shell-menu-arrived">{panel}</div> : panel}
      </Suspense>
    );
  }
  return { Panel, preload: () => void tracked().catch(() => undefined) };
}
