import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// What the shell's federation runtime plugin hands out for a remote it could not load.
const FALLBACK_MODULE = Symbol.for('voices.remote-fallback');

let registered: Promise<void> | null = null;

/**
 * Each built app carries its own federation runtime. This package is a shared singleton, so in
 * the site it is the shell's copy and its runtime knows every remote; a remote alone on its dev
 * server knows none until told where they are: the site's /remotes.json, as the shell reads it.
 */
function registerSiblings(): Promise<void> {
  registered ??= fetch('/remotes.json', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((body: unknown) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
      const remotes = Object.entries(body)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1])
        .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
      if (remotes.length) registerRemotes(remotes);
    })
    .catch(() => {
      registered = null;
    });
  return registered;
}

/** A module a remote exposes (e.g. 'mfe_compose/share-news-modal'); rejects when it cannot be had. */
export async function loadSiblingRemote<T>(id: string): Promise<T> {
  let loaded: unknown;
  try {
    loaded = await loadRemote<T>(id);
  } catch {
    await registerSiblings();
    loaded = await loadRemote<T>(id);
  }
  if (!loaded || (typeof loaded === 'object' && FALLBACK_MODULE in loaded)) {
    throw new Error(`${id} could not be loaded`);
  }
  return loaded as T;
}
