/**
 * The one door to browser storage. Reads never throw (storage can be disabled, full or hold
 * corrupt JSON); writes report whether they stuck. Subscribers hear about writes made in this
 * tab and, through the `storage` event, in other tabs.
 */

/** `local` for a write made in this tab, `external` for one another tab made. */
export type StorageChangeSource = 'local' | 'external';

type Listener = (source: StorageChangeSource) => void;

const listeners = new Map<string, Set<Listener>>();
let windowListenerAttached = false;

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(key: string | null, source: StorageChangeSource): void {
  const keys = key === null ? [...listeners.keys()] : [key];
  const called = new Set<Listener>();
  for (const k of keys) {
    for (const listener of [...(listeners.get(k) ?? [])]) {
      if (called.has(listener)) continue;
      called.add(listener);
      listener(source);
    }
  }
}

function onStorageEvent(event: StorageEvent): void {
  if (event.storageArea && event.storageArea !== backend()) return;
  // A null key means another tab cleared all storage.
  notify(event.key, 'external');
}

function get(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(key: string, value: string): boolean {
  const store = backend();
  if (!store) return false;
  try {
    store.setItem(key, value);
  } catch {
    return false;
  }
  notify(key, 'local');
  return true;
}

function remove(key: string): boolean {
  const store = backend();
  if (!store) return false;
  try {
    store.removeItem(key);
  } catch {
    return false;
  }
  notify(key, 'local');
  return true;
}

/** Parses the stored JSON; anything missing, corrupt or rejected by `accept` gives `fallback`. */
function getJson<T>(key: string, fallback: T, accept?: (value: unknown) => value is T): T {
  const raw = get(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (accept && !accept(value)) return fallback;
    return value as T;
  } catch {
    return fallback;
  }
}

function setJson(key: string, value: unknown): boolean {
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return set(key, text);
}

function subscribe(keys: string | readonly string[], listener: Listener): () => void {
  const list = typeof keys === 'string' ? [keys] : keys;
  for (const key of list) {
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(listener);
  }
  if (!windowListenerAttached && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorageEvent);
    windowListenerAttached = true;
  }
  return () => {
    for (const key of list) {
      const set = listeners.get(key);
      set?.delete(listener);
      if (set && set.size === 0) listeners.delete(key);
    }
  };
}

export const storage = { get, set, remove, getJson, setJson, subscribe };
