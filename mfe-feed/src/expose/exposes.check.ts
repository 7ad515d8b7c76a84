// The typecheck of this remote proves that each module it exposes offers what
// @voices/platform declares for it (RemoteModules), so consumers can rely on the types.
import type { Conforms } from '@voices/platform';

export type ExposesConform = [
  Conforms<typeof import('./home-page'), 'mfe_feed/home-page'>,
  Conforms<typeof import('./news-list-page'), 'mfe_feed/news-list-page'>,
  Conforms<typeof import('./news-detail-page'), 'mfe_feed/news-detail-page'>,
  Conforms<typeof import('./user-dashboard-page'), 'mfe_feed/user-dashboard-page'>,
  Conforms<typeof import('./user-search-page'), 'mfe_feed/user-search-page'>,
  Conforms<typeof import('./author-page'), 'mfe_feed/author-page'>,
  Conforms<typeof import('./contributed-list-page'), 'mfe_feed/contributed-list-page'>,
];
