// Federation runtime plugin of the shell. A remote whose origin is down must cost only its
// own section, never the page: so a failed manifest or entry fetch is tried once more after
// a short pause (a remote being redeployed or a dropped connection usually recovers), and a
// remote that still cannot be loaded resolves to a fallback module instead of an error, whose
// page tells the reader that this section could not be loaded and offers a retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRY_DELAY_MS = 600;

/** Marks the module this plugin hands out in place of a remote that could not be loaded. */
export const FALLBACK_MODULE = Symbol.for('voices.remote-fallback');

export interface FallbackModule {
  [FALLBACK_MODULE]: true;
  __esModule: true;
  id: string;
  error: unknown;
  default: unknown;
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK_MODULE in value;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Network errors and server errors may pass; a 404 will not change in half a second. */
const worthRetrying = (response: Response) => response.status >= 500 || response.status === 0;

async function fetchWithOneRetry(url: string, init: RequestInit): Promise<Response> {
  try {
    const response = await fetch(url, init);
    if (!worthRetrying(response)) return response;
  } catch {
    // fall through to the one retry
  }
  await wait(RETRY_DELAY_MS);
  return fetch(url, init);
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'voices-shell-fallback',

    // The manifest (mf-manifest.json) of a remote.
    fetch(url, init) {
      return fetchWithOneRetry(url, init);
    },

    // The remote's entry script: the runtime asks here after its own attempt failed. The
    // declared type nests one promise in another, which the runtime awaits either way.
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: Parameters<LoadEntryErrorHook>[0]) => {
      await wait(RETRY_DELAY_MS);
      // The failed attempt is still registered as in progress; without this the retry
      // would wait on it and fail with it.
      delete globalLoading[uniqueKey];
      return (await getRemoteEntry({ origin, remoteInfo, remoteEntryExports })) || undefined;
    }) as unknown as LoadEntryErrorHook,

    async errorLoadRemote({ id, error, lifecycle, from }) {
      // Earlier lifecycles expect other values (a manifest, a request); once the error
      // reaches 'onLoad' the load as a whole has failed and a module is expected.
      if (lifecycle !== 'onLoad') return undefined;
      // Loaded on demand: React is a shared module and is only ready after the bootstrap.
      const { RemoteUnavailable } =
        await import('../features/remote-loader/components/remote-unavailable');
      const fallback: FallbackModule = {
        [FALLBACK_MODULE]: true,
        __esModule: true,
        id,
        error,
        default: RemoteUnavailable,
      };
      // A build-time import expects a module factory, a runtime loadRemote the module.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}
