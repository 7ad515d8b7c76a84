/** The remote manifest: federation name → URL of its mf-manifest.json or remoteEntry.js. */
export type RemoteManifest = Record<string, string>;

const RETRY_DELAY_MS = 500;

async function fetchOnce(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', {
    cache: 'no-cache',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Error('/remotes.json is not an object');
  }
  const manifest: RemoteManifest = {};
  for (const [name, entry] of Object.entries(body)) {
    // Relative entries are resolved against the page, so the runtime sees full URLs.
    if (typeof entry === 'string' && entry)
      manifest[name] = new URL(entry, window.location.href).href;
  }
  return manifest;
}

/**
 * Reads the manifest, trying once more after a short pause. Answers null when it cannot
 * be read: the shell still starts, and each remote's section shows its own fallback.
 */
export async function getRemoteManifest(): Promise<RemoteManifest | null> {
  try {
    return await fetchOnce();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await fetchOnce();
    } catch (error) {
      console.error('The remote manifest could not be loaded', error);
      return null;
    }
  }
}

export function toRemotes(manifest: RemoteManifest) {
  return Object.entries(manifest).map(([name, entry]) => ({ name, entry }));
}
