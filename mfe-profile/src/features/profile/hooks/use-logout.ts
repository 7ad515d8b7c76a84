import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, sessionStore } from '@voices/platform';

/** Logout as the header does it: end the session on the server if it answers, then here. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('logout', { timeout: 5000, retry: 0 });
    } catch {
      // An unreachable server or an expired token must not keep anyone signed in.
    }
    sessionStore.getState().logout();
    navigate('/login');
  }, [navigate]);
}
