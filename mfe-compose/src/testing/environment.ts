// The sibling remotes (the themes registry and renderer) are offline in component tests, as
// if their origin were down: the section must still work on the platform's own theme list.
import { registerRemoteEntries } from '@voices/platform';

/** Call in a test file that mocks `@module-federation/enhanced/runtime` with offline remotes. */
export function remotesOffline(): void {
  // As the shell does at start: the remotes are registered, so a failed load is final.
  beforeAll(() => registerRemoteEntries({}));
}
