// The typecheck of this remote proves that each module it exposes offers what
// @voices/platform declares for it (RemoteModules), so consumers can rely on the types.
import type { Conforms } from '@voices/platform';

export type ExposesConform = [
  Conforms<typeof import('./pick-theme-page'), 'mfe_compose/pick-theme-page'>,
  Conforms<typeof import('./compose-page'), 'mfe_compose/compose-page'>,
  Conforms<typeof import('./edit-news-page'), 'mfe_compose/edit-news-page'>,
  Conforms<typeof import('./share-news-modal'), 'mfe_compose/share-news-modal'>,
];
