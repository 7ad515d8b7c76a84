import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary, Toaster } from '@voices/ui';
import { ErrorFallback } from '../features/errors/components/error-fallback';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ErrorBoundary fallback={() => <ErrorFallback />}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </ErrorBoundary>
  );
}
