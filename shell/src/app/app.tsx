import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@voices/platform';
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
      <QueryProvider>
        <Router>
          <AppRoutes />
        </Router>
      </QueryProvider>
      <Toaster />
    </ErrorBoundary>
  );
}
