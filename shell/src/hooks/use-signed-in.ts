import { useSession } from '@voices/platform';

/** Signed in means the session holds both a user and a token. */
export function useSignedIn(): boolean {
  return useSession((state) => Boolean(state.user && state.token));
}
