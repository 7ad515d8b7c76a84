import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@voices/contracts/constants';
import { readRemoteManifest, toRemotes, type RemoteEntries } from './remote-manifest';
import type { RemoteModules, RemoteProps } from './remote-types';

/** What the shell's runtime plugin hands out, instead of failing, for a remote it could not load. */
export const FALLBACK_MODULE = Symbol.for('voices.remote-fallback');

export function isFallbackModule(value: unknown): boolean {
  return typeof value === 'object' && value !== null && FALLBACK_MODULE in value;
}

/** A remote module could not be had (its origin is down, or it has no such module). */
export class RemoteLoadError extends Error {
  constructor(
    readonly id: string,
    override readonly cause?: unknown,
  ) {
    super(`The section ${id} could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

let registered: Promise<void> | null = null;
let registeredByHost = false;

/**
 * Registers the remotes of the site's manifest with this page's federation runtime, before
 * the first load (the shell does it as it starts). Replaces any earlier registration.
 */
export function registerRemoteEntries(entries: RemoteEntries): void {
  registerRemotes(toRemotes(entries), { force: true });
  registered = Promise.resolve();
  registeredByHost = true;
}

/**
 * Each built app carries its own federation runtime. This package is a shared singleton, so in
 * the site it is the shell's copy, whose runtime knows every remote; a remote alone on its dev
 * server knows none until told where they are, from the site's /remotes.json.
 */
function registerFromManifest(): Promise<void> {
  registered ??= readRemoteManifest().then((entries) => {
    if (entries) registerRemotes(toRemotes(entries));
    else registered = null;
  });
  return registered;
}

/**
 * The one way to load what a remote exposes, typed by its id ('mfe_compose/share-news-modal').
 * Rejects with a RemoteLoadError when it cannot be had; the runtime keeps what it has loaded,
 * so asking again costs nothing, and a failed load is asked afresh.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteModules[Id]>(id);
  } catch (first) {
    // In the site the shell registered every remote: the retry plugin has tried already.
    if (registeredByHost) throw new RemoteLoadError(id, first);
    await registerFromManifest();
    try {
      loaded = await loadRemote<RemoteModules[Id]>(id);
    } catch (error) {
      throw new RemoteLoadError(id, error ?? first);
    }
  }
  if (!loaded || isFallbackModule(loaded)) throw new RemoteLoadError(id);
  return loaded as RemoteModules[Id];
}

/** The component an exposed module exports by default. */
export async function loadRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
): Promise<ComponentType<RemoteProps<Id>>> {
  const loaded = (await loadRemoteModule(id)) as { default?: unknown };
  const component = loaded.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteLoadError(id, new Error(`${id} has no component`));
  }
  return component as ComponentType<RemoteProps<Id>>;
}

export interface RemoteComponentState<Id extends RemoteModuleId> {
  /** Null while loading, and when it could not be loaded. */
  Component: ComponentType<RemoteProps<Id>> | null;
  error: RemoteLoadError | null;
  retry: () => void;
}

/**
 * A component another remote exposes, loaded when `enabled` first turns true; a remote that
 * cannot be loaded reports an error, and `retry` asks again.
 */
export function useRemoteComponent<Id extends RemoteModuleId>(
  id: Id,
  enabled = true,
): RemoteComponentState<Id> {
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const [state, setState] = useState<{
    key: string;
    Component: ComponentType<RemoteProps<Id>> | null;
    error: RemoteLoadError | null;
  }>({ key: '', Component: null, error: null });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadRemoteComponent(id).then(
      (Component) => live && setState({ key, Component, error: null }),
      (error: unknown) =>
        live &&
        setState({
          key,
          Component: null,
          error: error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error),
        }),
    );
    return () => {
      live = false;
    };
  }, [id, key, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (state.key !== key) return { Component: null, error: null, retry };
  return { Component: state.Component, error: state.error, retry };
}
