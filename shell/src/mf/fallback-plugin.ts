// Federation runtime plugin of the shell: the second of three layers against a remote whose
// origin is down. A remote that cannot be loaded, even after the retry plugin's second try,
// resolves to a fallback module instead of an error; the platform's loader turns it into a
// RemoteLoadError, and the section's error boundary shows that this part of the site could
// not be loaded, with a Retry, while the header and every other section keep working.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// A runtime plugin runs before the shared modules exist, so it cannot import @voices/platform;
// the registered symbol is the same one the platform's loader looks for (FALLBACK_MODULE).
const FALLBACK_MODULE = Symbol.for('voices.remote-fallback');

export interface FallbackModule {
  [FALLBACK_MODULE]: true;
  __esModule: true;
  id: string;
  error: unknown;
  default: unknown;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'voices-shell-fallback',

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
