import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionStore, useSession } from '@voices/platform';
import { userQueries } from '@voices/platform/api';

/**
 * Reads the member's account once per visit and keeps the session's role and suspension as
 * the server has them: a member made moderator, suspended or reinstated since signing in sees
 * it without signing in again.
 */
export function useAccountStatus(): void {
  const token = useSession((state) => state.token);
  const me = useQuery({ ...userQueries.me(), enabled: Boolean(token), staleTime: 5 * 60_000 });
  const account = me.data;
  useEffect(() => {
    if (!account) return;
    const current = sessionStore.getState().user;
    if (!current || current.id !== account.id) return;
    const role = account.role ?? 'member';
    const suspension = account.suspension ?? null;
    if (
      current.role === role &&
      JSON.stringify(current.suspension ?? null) === JSON.stringify(suspension)
    ) {
      return;
    }
    sessionStore.getState().updateUser({ role, suspension });
  }, [account]);
}
