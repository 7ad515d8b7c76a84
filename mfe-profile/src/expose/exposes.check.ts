// The typecheck of this remote proves that each module it exposes offers what
// @voices/platform declares for it (RemoteModules), so consumers can rely on the types.
import type { Conforms } from '@voices/platform';

export type ExposesConform = [
  Conforms<typeof import('./own-profile-page'), 'mfe_profile/own-profile-page'>,
  Conforms<typeof import('./profile-page'), 'mfe_profile/profile-page'>,
  Conforms<typeof import('./edit-profile-page'), 'mfe_profile/edit-profile-page'>,
  Conforms<typeof import('./notifications-page'), 'mfe_profile/notifications-page'>,
  Conforms<typeof import('./saved-page'), 'mfe_profile/saved-page'>,
  Conforms<typeof import('./moderation-page'), 'mfe_profile/moderation-page'>,
  Conforms<typeof import('./follow-button'), 'mfe_profile/follow-button'>,
];
