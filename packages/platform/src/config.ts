export interface PlatformConfig {
  /** Where the REST API lives; relative to the page unless absolute. */
  apiBase: string;
  /** The server origin that serves /uploads and /socket.io; '' means the page's own. */
  origin: string;
  /**
   * What the REST client sends its calls with; none means the page's own `fetch`. A page
   * rendered on the server (a first paint with data) gives the server's.
   */
  fetch?: typeof fetch;
}

const config: PlatformConfig = { apiBase: '/api', origin: '' };
const listeners = new Set<() => void>();

export function configurePlatform(patch: Partial<PlatformConfig>): void {
  if (patch.apiBase !== undefined) config.apiBase = patch.apiBase;
  if (patch.origin !== undefined) config.origin = patch.origin.replace(/\/+$/, '');
  if ('fetch' in patch) config.fetch = patch.fetch;
  for (const listener of listeners) listener();
}

export function getPlatformConfig(): Readonly<PlatformConfig> {
  return { ...config };
}

export function onPlatformConfigChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
