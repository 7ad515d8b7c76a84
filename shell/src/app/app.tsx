import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary, Toaster } from '@voices/ui';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { AppRoutes } from './routes';

export interface AppProps {
  /**
   * The router, for a render outside the browser (a first paint, rendered at build time, is
   * given react-router's StaticRouter at the page's address); in the browser the address bar
   * decides.
   */
  router?: ComponentType<{ children: ReactNode }>;
}

export function App({ router: Router = BrowserRouter }: AppProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback />}>
      {/* No cache here: each remote's page, and the member-only parts of the shell, hold the
          page's one (@voices/platform/query), which loads with the first of them. */}
      <Router>
        <AppRoutes />
      </Router>
      <Toaster />
    </ErrorBoundary>
  );
}
