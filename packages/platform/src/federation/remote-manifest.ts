import { isRemoteName, type RemoteName } from '@voices/contracts/constants';

/** For each remote, the full URL of its mf-manifest.json or remoteEntry.js. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

const RETRY_DELAY_MS = 500;

async function readOnce(): Promise<RemoteEntries> {
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('/remotes.json is not an object');
  }
  const entries: RemoteEntries = {};
  for (const [name, entry] of Object.entries(body)) {
    // Relative entries are resolved against the page, so the runtime sees full URLs.
    if (isRemoteName(name) && typeof entry === 'string' && entry) {
      entries[name] = new URL(entry, window.location.href).href;
    }
  }
  return entries;
}

/**
 * The site's one reader of `/remotes.json` (never cached): tried once more after a short
 * pause; null when it cannot be read, so the page still starts and each section shows its
 * own fallback.
 */
export async function readRemoteManifest(): Promise<RemoteEntries | null> {
  try {
    return await readOnce();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await readOnce();
    } catch {
      return null;
    }
  }
}

const MANIFEST_FILE = /\/mf-manifest\.json(?=[?#]|$)/;

/**
 * The manifest as the federation runtime's registerRemotes takes it. Every app is built with
 * the runtime's snapshot plugin left out (it costs a few KB in the shell and in each remote
 * entry), so a remote is registered by its `remoteEntry.js`, which every build writes beside its
 * `mf-manifest.json`: an entry naming the manifest is read as the remote entry next to it. This
 * also spares the page one request, the manifest's, before each remote's first script.
 */
export function toRemotes(entries: RemoteEntries): { name: string; entry: string }[] {
  return Object.entries(entries).map(([name, entry]) => ({
    name,
    entry: (entry ?? '').replace(MANIFEST_FILE, '/remoteEntry.js'),
  }));
}
