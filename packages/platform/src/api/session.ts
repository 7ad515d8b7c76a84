import { api, sessionStore } from '@voices/platform';

// Signing out, apart from the sign-in calls and their hooks (auth.ts): the header's Logout is on
// every page, and needs neither the query library nor the sign-in forms' calls.

/**
 * `POST /logout` (bearer): ends the session on the server if it answers within 5 s; never
 * retried, since the browser forgets the session either way.
 */
export async function logout(): Promise<void> {
  await api.post('logout', { timeout: 5000, retry: 0 });
}

/** Signs out: on the server if it answers in time, in the browser in any case. */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // An unreachable server or an already expired token must not keep anyone signed in.
  }
  sessionStore.getState().logout();
}
