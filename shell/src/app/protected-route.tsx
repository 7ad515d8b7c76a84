import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignedIn } from '../hooks/use-signed-in';

/** Where an anonymous reader is sent, with the way back. */
export function loginPath(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function ProtectedRoute({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) return <Navigate to={loginPath(pathname, search)} replace />;
  return <>{children}</>;
}
