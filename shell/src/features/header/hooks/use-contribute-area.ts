import { useLocation } from 'react-router-dom';

/**
 * Spec 000 §2: /user, /contribute (with its compose and edit screens) and any location with
 * tab=contribute. A published story under /contribute/news/ is reading, not contributing.
 */
export function isContributeArea(pathname: string, search: string): boolean {
  if (pathname === '/user' || pathname === '/contribute') return true;
  if (pathname.startsWith('/contribute/') && !pathname.startsWith('/contribute/news/')) return true;
  return new URLSearchParams(search).get('tab') === 'contribute';
}

export function useContributeArea(): boolean {
  const { pathname, search } = useLocation();
  return isContributeArea(pathname, search);
}
