import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@voices/platform/api';

/** Signs out (on the server if it answers in time, here in any case) and opens /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/login');
  }, [navigate]);
}
