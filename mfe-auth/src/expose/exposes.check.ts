// The typecheck of this remote proves that each module it exposes offers what
// @voices/platform declares for it (RemoteModules), so consumers can rely on the types.
import type { Conforms } from '@voices/platform';

export type ExposesConform = [
  Conforms<typeof import('./login-page'), 'mfe_auth/login-page'>,
  Conforms<typeof import('./register-page'), 'mfe_auth/register-page'>,
];
