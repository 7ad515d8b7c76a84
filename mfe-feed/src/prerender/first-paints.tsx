// The first paints of this section's pages that show data, rendered on the server for each
// request (docs/architecture.md, "First paints with data"). The build writes this module for
// Node.js to dist-server/first-paint.cjs; the gateway loads it, gives it its own way to call
// the API, and puts the page it draws in the shell's page at the page's place, with the
// answers it was drawn with. In the browser, the page's cache starts with those answers and
// React takes the markup over once this section has loaded. Each page is the exposed page
// itself, inside the providers the shell gives it, as a visitor who is not signed in and reads
// English first sees it.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import type { Query, QueryClient } from '@tanstack/react-query';
import { configurePlatform } from '@voices/platform';
import { createQueryClient, QueryProvider, type FirstData } from '@voices/platform/query';
import HomePage from '../expose/home-page';

/** The pages drawn with data, by the name of the module that exposes them. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  'home-page': HomePage,
};

/** Where the API answers from on the server: a name for the calls, which `fetch` answers. */
const SERVER_API = 'http://gateway.invalid/api';

/** The modules this build draws with data. */
export const modules: readonly string[] = Object.keys(PAGES);

/**
 * Sends this module's API calls through `fetch` (the gateway's own, which answers them
 * without a network): called once, before the first render.
 */
export function startFirstPaints({ fetch }: { fetch: typeof globalThis.fetch }): void {
  configurePlatform({ apiBase: SERVER_API, fetch });
}

function draw(Page: ComponentType, path: string, client: QueryClient): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <QueryProvider client={client}>
          <Page />
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

/** React's mark of a Suspense boundary whose render failed on the server. */
const CLIENT_RENDERED = '<!--$!-->';

/** Drawings at most: each may show parts that ask for more (a list shown once its tab has come). */
const MAX_DRAWINGS = 3;

/**
 * The page at `path` drawn with its first answers, and those answers; null for a module this
 * build does not draw; rejects when a part of it fails to draw. The page is drawn to learn
 * what it asks for, the calls are made, and it is drawn again with their answers (and again,
 * when what those showed asked for more). A call that fails is left to the browser, which
 * makes it as it would without a first paint: the page shows that part loading.
 */
export async function renderFirstPaint(
  module: string,
  path: string,
): Promise<{ markup: string; data: FirstData[] } | null> {
  const Page = PAGES[module];
  if (!Page) return null;
  const client = createQueryClient();
  const cache = client.getQueryCache();
  const asked = new Set<string>();
  try {
    let markup = draw(Page, path, client);
    for (let drawing = 1; drawing < MAX_DRAWINGS; drawing += 1) {
      const calls = cache.getAll().filter((query) => wanted(query) && !asked.has(query.queryHash));
      if (calls.length === 0) break;
      for (const query of calls) asked.add(query.queryHash);
      await Promise.all(calls.map((query) => query.fetch().catch(() => undefined)));
      for (const query of cache.getAll()) {
        if (query.state.status === 'error') cache.remove(query);
      }
      markup = draw(Page, path, client);
    }
    // A part that failed on the server is left by React for the browser to draw (`<!--$!-->`):
    // a page that would change as it is taken over is not a first paint.
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
}
