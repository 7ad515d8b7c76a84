import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// What the shell's federation runtime plugin hands out for a remote it could not load.
const FALLBACK_MODULE = Symbol.for('voices.remote-fallback');

let registered: Promise<void> | null = null;

/**
 * This remote's federation runtime is its own (the shell's is not shared), so it knows no other
 * remote until it is told where they are: the site's /remotes.json, as the shell reads it.
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

/** A module another remote exposes; rejects when it cannot be had. */
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
