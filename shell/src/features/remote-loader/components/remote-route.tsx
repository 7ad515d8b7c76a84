import {
  Suspense,
  createContext,
  lazy,
  useContext,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { RemoteModuleId, RemoteName } from '@voices/contracts/constants';
import { RemoteLoadError, loadRemoteComponent } from '@voices/platform';
import { ErrorBoundary, Spinner } from '@voices/ui';
import { PageStarted } from '../../../components/page-started';
import { useT } from '../../../i18n';
import { RemoteSectionContext, type RemoteSection } from './remote-section-context';
import { SectionUnavailable } from './section-unavailable';

type RemotePage = LazyExoticComponent<ComponentType>;

/**
 * True in the build's render of a route's first paint (src/prerender): a remote's page is not
 * part of the shell's build, so its place is marked, and the gateway puts there the page's own
 * first paint, which the remote renders at its build (docs/architecture.md, "First paints of a
 * remote's page").
 * In the browser the mark's place is the page: React keeps the markup that is there until the
 * remote has loaded, then takes it over.
 */
export const FirstPaintSlot = createContext(false);

/**
 * One lazy component per exposed module, so a page loaded once shows at once on the next
 * visit. A failed load is forgotten at once: the next visit tries again.
 */
const pages = new Map<string, RemotePage>();

function remotePage(id: RemoteModuleId, fresh: boolean): RemotePage {
  const cached = pages.get(id);
  if (cached && !fresh) return cached;
  const page: RemotePage = lazy(async () => {
    try {
      // The page reads server state through the page's one cache: its provider (and the query
      // library) load beside the remote's module, the first time any section is shown.
      const [Loaded, { QueryProvider }] = await Promise.all([
        loadRemoteComponent(id) as Promise<ComponentType>,
        import('@voices/platform/query'),
      ]);
      return {
        default: function WithCache() {
          return (
            <QueryProvider>
              <Loaded />
            </QueryProvider>
          );
        },
      };
    } catch (error) {
      // A retry may already have put a newer attempt in its place.
      if (pages.get(id) === page) pages.delete(id);
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(id, error);
    }
  });
  pages.set(id, page);
  return page;
}

export interface RemoteRouteProps {
  /** Federation name of the remote, e.g. 'mfe_feed'. */
  remote: RemoteName;
  /** Exposed module without './', e.g. 'home-page'. */
  module: string;
  /** What the reader calls this part of the site, shown when it cannot be loaded. */
  section: string;
  /** What the spinner says while the page loads ('Loading news…'); 'Loading…' without. */
  loadingLabel?: string;
}

/** A page that lives in a remote: loaded on first use, and on failure a retry in its place. */
export function RemoteRoute({ remote, module, section, loadingLabel }: RemoteRouteProps) {
  const t = useT();
  const slot = useContext(FirstPaintSlot);
  // The route table names only modules the remote exposes (REMOTE_EXPOSES).
  const id = `${remote}/${module}` as RemoteModuleId;
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
              <Spinner label={loadingLabel ?? t('app.loading')} />
            </div>
          }
        >
          {slot ? (
            <template data-vx-slot={id} />
          ) : (
            <>
              <Page />
              <PageStarted />
            </>
          )}
        </Suspense>
      </ErrorBoundary>
    </RemoteSectionContext.Provider>
  );
}
