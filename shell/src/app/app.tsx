import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { QueryProvider } from '@voices/platform';
import { ErrorBoundary, Toaster } from '@voices/ui';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { AppRoutes } from './routes';

export interface AppProps {
  /**
   * The page to render, for a render outside the browser (the landing page's first paint,
   * rendered at build time); in the browser the address bar decides.
   */
  location?: string;
}

export function App({ location }: AppProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback />}>
      <QueryProvider>
        {location === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[location]}>
            <AppRoutes />
          </MemoryRouter>
        )}
      </QueryProvider>
      <Toaster />
    </ErrorBoundary>
  );
}
