// The first paints of this section's pages, rendered at build time (docs/architecture.md,
// "First paints of a remote's page"). The build runs this module in Node.js once, after the
// browser build, and writes each page's markup to dist/first-paint/<module>.html, beside the
// manifest; the gateway puts it in the shell's page at the page's place, and in the browser
// React takes it over once this section has loaded. Each is the exposed page itself, rendered
// as a visitor who is not signed in and reads English first sees it, inside the providers the
// shell gives it (the router at the page's address; the query cache, which the shell's remote
// route puts around the page), so the two cannot drift apart.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { QueryProvider } from '@voices/platform/query';
import LoginPage from '../expose/login-page';

/** The pages with a first paint: the exposed module's name, its address, the page. */
const PAGES: readonly { module: string; path: string; Page: ComponentType }[] = [
  { module: 'login-page', path: '/login', Page: LoginPage },
];

/** Each page's first paint, by the name of the module that exposes it ('login-page'). */
export function renderFirstPaints(): Record<string, string> {
  return Object.fromEntries(
    PAGES.map(({ module, path, Page }) => [
      module,
      renderToString(
        <StrictMode>
          <StaticRouter location={path}>
            <QueryProvider>
              <Page />
            </QueryProvider>
          </StaticRouter>
        </StrictMode>,
      ),
    ]),
  );
}
