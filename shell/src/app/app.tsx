import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@voices/platform';
import { ErrorBoundary, Toaster } from '@voices/ui';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { AppRoutes } from './routes';

/** Everything around the router: the page's error boundary, server-state cache and toasts. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback />}>
      <QueryProvider>{children}</QueryProvider>
      <Toaster />
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <AppFrame>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
