import {
  Suspense,
  lazy,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorBoundary, Spinner } from '@voices/ui';
import { isFallbackModule } from '../../../mf/fallback-plugin';
import { RemoteSectionContext, type RemoteSection } from './remote-section-context';
import { SectionUnavailable } from './section-unavailable';

/** A remote page could not be fetched; anything else thrown below is a rendering error. */
export class RemoteLoadError extends Error {
  constructor(
    readonly id: string,
    override readonly cause: unknown,
  ) {
    super(`The section ${id} could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

type RemotePage = LazyExoticComponent<ComponentType>;

/**
 * One lazy component per exposed module, so a page loaded once shows at once on the next
 * visit. A failed load is forgotten at once: the next visit tries again.
 */
const pages = new Map<string, RemotePage>();

function remotePage(id: string, fresh: boolean): RemotePage {
  const cached = pages.get(id);
  if (cached && !fresh) return cached;
  const forget = () => {
    // A retry may already have put a newer attempt in its place.
    if (pages.get(id) === page) pages.delete(id);
  };
  const page: RemotePage = lazy(async () => {
    let loaded: unknown;
    try {
      loaded = await loadRemote<unknown>(id);
    } catch (error) {
      forget();
      throw new RemoteLoadError(id, error);
    }
    if (isFallbackModule(loaded)) {
      forget();
      return { default: loaded.default as ComponentType };
    }
    const component = (loaded as { default?: unknown } | null)?.default ?? loaded;
    if (!component || (typeof component !== 'function' && typeof component !== 'object')) {
      forget();
      throw new RemoteLoadError(id, new Error(`${id} has no page component`));
    }
    return { default: component as ComponentType };
  });
  pages.set(id, page);
  return page;
}

export interface RemoteRouteProps {
  /** Federation name of the remote, e.g. 'mfe_feed'. */
  remote: string;
  /** Exposed module without './', e.g. 'home-page'. */
  module: string;
  /** What the reader calls this part of the site, shown when it cannot be loaded. */
  section: string;
}

/** A page that lives in a remote: loaded on first use, and on failure a retry in its place. */
export function RemoteRoute({ remote, module, section }: RemoteRouteProps) {
  const id = `${remote}/${module}`;
  // Retries count per page: moving on to another page of the same remote starts afresh.
  const [retries, setRetries] = useState({ id, count: 0 });
  const attempt = retries.id === id ? retries.count : 0;
  const Page = useMemo(() => remotePage(id, attempt > 0), [id, attempt]);
  const retry = useCallback(
    () => setRetries((last) => ({ id, count: (last.id === id ? last.count : 0) + 1 })),
    [id],
  );
  const context = useMemo<RemoteSection>(() => ({ section, retry }), [section, retry]);

  return (
    <RemoteSectionContext.Provider value={context}>
      <ErrorBoundary
        key={`${id}#${attempt}`}
        fallback={(error: unknown) => {
          // Rendering errors of a loaded page belong to the site-wide error screen.
          if (!(error instanceof RemoteLoadError)) throw error;
          return <SectionUnavailable section={section} onRetry={retry} />;
        }}
      >
        <Suspense
          fallback={
            <div className="vx-shell-route-loading">
              <Spinner label={`Loading ${section.toLowerCase()}…`} />
            </div>
          }
        >
          <Page />
        </Suspense>
      </ErrorBoundary>
    </RemoteSectionContext.Provider>
  );
}
