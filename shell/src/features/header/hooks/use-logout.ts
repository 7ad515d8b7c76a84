import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, sessionStore } from '@voices/platform';

/** Ends the session on the server if it answers in time, and in the browser in any case. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.post('logout', { timeout: 5000, retry: 0 });
    } catch {
      // An unreachable server or an already expired token must not keep anyone signed in.
    }
    sessionStore.getState().logout();
    navigate('/login');
  }, [navigate]);
}
