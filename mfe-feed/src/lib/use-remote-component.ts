import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadSiblingRemote } from '@voices/platform';

// The federation runtime keeps what it has loaded, so asking again costs nothing; a failed
// load is asked afresh, which is what a retry needs.
async function load(id: string): Promise<ComponentType<never>> {
  const loaded = await loadSiblingRemote<unknown>(id);
  const component = (loaded as { default?: unknown }).default ?? loaded;
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`${id} has no component`);
  }
  return component as ComponentType<never>;
}

export interface RemoteComponentState<P> {
  Component: ComponentType<P> | null;
  error: unknown;
  retry: () => void;
}

/**
 * A component another remote exposes (e.g. 'mfe_compose/share-news-modal'), loaded at run
 * time when `enabled` first turns true; a remote that cannot be loaded reports an error.
 */
export function useRemoteComponent<P>(id: string, enabled = true): RemoteComponentState<P> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    Component: ComponentType<P> | null;
    error: unknown;
  }>({
    key: '',
    Component: null,
    error: null,
  });
  const key = `${id}#${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load(id).then(
      (Component) => {
        if (live) setState({ key, Component: Component as ComponentType<P>, error: null });
      },
      (error: unknown) => {
        if (live) setState({ key, Component: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [id, key, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.key !== key) return { Component: null, error: null, retry };
  return { Component: state.Component, error: state.error, retry };
}
