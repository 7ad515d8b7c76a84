// The typecheck of this remote proves that each module it exposes offers what
// @voices/platform declares for it (RemoteModules), so consumers can rely on the types.
import type { Conforms } from '@voices/platform';

export type ExposesConform = [
  Conforms<typeof import('./contributed-news-page'), 'mfe_portal_themes/contributed-news-page'>,
  Conforms<typeof import('./portal-page'), 'mfe_portal_themes/portal-page'>,
  Conforms<typeof import('./theme-test-page'), 'mfe_portal_themes/theme-test-page'>,
  Conforms<typeof import('./theme-registry'), 'mfe_portal_themes/theme-registry'>,
  Conforms<typeof import('./theme-renderer'), 'mfe_portal_themes/theme-renderer'>,
  Conforms<typeof import('./theme-miniature'), 'mfe_portal_themes/theme-miniature'>,
];
