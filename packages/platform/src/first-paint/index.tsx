// How a remote draws its pages that show data on the server, for each request
// (docs/architecture.md, "First paints with data"). A remote's build writes a module for Node.js
// (dist-server/first-paint.cjs) that names its pages and exports what `createFirstPaints`
// returns; the gateway loads it, gives it its own way to call the API, and puts the page it
// draws in the shell's page at the page's place, with the answers it was drawn with. In the
// browser, the page's cache starts with those answers (query/first-data.ts) and React takes the
// markup over once the section has loaded. Each page is the exposed page itself, inside the
// providers the shell gives it, as a visitor who is not signed in and reads English first sees
// it. Never imported by a browser's code: it brings react-dom/server.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import type { Query, QueryClient } from '@tanstack/react-query';
import { REMOTE_ROUTES, type RemoteName } from '@voices/contracts/constants';
import { configurePlatform } from '../config';
import { createQueryClient, QueryProvider, type FirstData } from '../query';

/** Where the API answers from on the server: a name for the calls, which `fetch` answers. */
const SERVER_API = 'http://gateway.invalid/api';

/** React's mark of a Suspense boundary whose render failed on the server. */
const CLIENT_RENDERED = '<!--$!-->';

/** What a remote's server module exports (the gateway's `FirstPaintModule`). */
export interface FirstPaints {
  /** The exposed modules it draws with data. */
  modules: readonly string[];
  /**
   * The query parameters each module's page reads; a location with any other is not drawn
   * (the gateway serves it plain), so that an address's decorations cannot ask for a drawing
   * each.
   */
  queries: Readonly<Record<string, readonly string[]>>;
  /** Sends the pages' API calls through `fetch` (the gateway's own): once, before the first render. */
  startFirstPaints(options: { fetch: typeof globalThis.fetch }): void;
  /**
   * The page of `module` at `location` (its path and query) drawn with its first answers, and
   * those answers; null for a module it does not draw; rejects when a part fails to draw.
   */
  renderFirstPaint(
    module: string,
    location: string,
  ): Promise<{ markup: string; data: FirstData[] } | null>;
}

/** A page to draw, and the routes of the route table the shell mounts it at. */
interface Drawable {
  Page: ComponentType;
  paths: readonly string[];
}

/** The page at `location`, under its route as the shell mounts it: it reads its parameters. */
function draw({ Page, paths }: Drawable, location: string, client: QueryClient): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={location}>
        <QueryProvider client={client}>
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </QueryProvider>
      </StaticRouter>
    </StrictMode>,
  );
}

/** A query the page asked for and means to run now (not one waiting for the reader). */
function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === 'pending' && enabled !== false;
}

/**
 * The server drawings of `pages`, modules `remote` exposes (exposed module → its page). A page
 * is drawn to learn what it asks for, the calls are made, and it is drawn again with their
 * answers, and again while what those showed asks for more (a story, then its author's
 * stories, then the stories related to it), `maxDrawings` at most. A call that fails is left to the browser, which makes
 * it as it would without a first paint: the page shows that part loading. A part that fails to
 * draw refuses the whole drawing: a page that would change as it is taken over is not a first
 * paint.
 */
export function createFirstPaints(
  remote: RemoteName,
  pages: Readonly<Record<string, ComponentType>>,
  {
    maxDrawings = 3,
    queries = {},
  }: { maxDrawings?: number; queries?: Readonly<Record<string, readonly string[]>> } = {},
): FirstPaints {
  return {
    modules: Object.keys(pages),
    queries,

    startFirstPaints({ fetch }) {
      configurePlatform({ apiBase: SERVER_API, fetch });
    },

    async renderFirstPaint(module, location) {
      const Page = pages[module];
      if (!Page) return null;
      const page: Drawable = {
        Page,
        paths: REMOTE_ROUTES.filter(
          (route) => route.remote === remote && route.module === module,
        ).map((route) => route.path),
      };
      const client = createQueryClient();
      const cache = client.getQueryCache();
      const asked = new Set<string>();
      try {
        let markup = draw(page, location, client);
        for (let drawing = 1; drawing < maxDrawings; drawing += 1) {
          const calls = cache
            .getAll()
            .filter((query) => wanted(query) && !asked.has(query.queryHash));
          if (calls.length === 0) break;
          for (const query of calls) asked.add(query.queryHash);
          await Promise.all(calls.map((query) => query.fetch().catch(() => undefined)));
          for (const query of cache.getAll()) {
            if (query.state.status === 'error') cache.remove(query);
          }
          markup = draw(page, location, client);
        }
        const failed = markup.indexOf(CLIENT_RENDERED);
        if (failed >= 0) {
          // Where: the last element opened before it, for the log.
          const before = markup.slice(0, failed).match(/<[a-z][^>]*>(?!.*<[a-z])/s)?.[0] ?? '';
          throw new Error(`A part of ${module} failed to draw, in ${before}`);
        }
        const data = cache
          .getAll()
          .filter((query) => query.state.status === 'success')
          .map((query): FirstData => ({
            key: query.queryKey,
            data: query.state.data,
            at: query.state.dataUpdatedAt,
          }));
        return { markup, data };
      } finally {
        client.clear();
      }
    },
  };
}
