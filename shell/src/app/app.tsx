import { BrowserRouter } from 'react-router-dom';
import { QueryProvider } from '@voices/platform';
import { ErrorBoundary, Toaster } from '@voices/ui';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback />}>
      <QueryProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryProvider>
      <Toaster />
    </ErrorBoundary>
  );
}
