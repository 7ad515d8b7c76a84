import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '@voices/platform';

/**
 * Runs a member-only action, or sends a visitor to sign in first and back here afterwards.
 */
export function useMemberAction(): (run: () => void) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (run: () => void) => {
      if (sessionStore.getState().token) run();
      else navigate(`/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`);
    },
    [navigate, pathname, search],
  );
}
