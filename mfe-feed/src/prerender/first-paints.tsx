// The feed's pages that show data, drawn on the server for each request (docs/architecture.md,
// "First paints with data"). The build writes this module for Node.js to
// dist-server/first-paint.cjs; the gateway loads it (@voices/platform/first-paint says how a
// page is drawn).
import { createFirstPaints } from '@voices/platform/first-paint';
import HomePage from '../expose/home-page';

export const { modules, queries, startFirstPaints, renderFirstPaint } = createFirstPaints(
  'mfe_feed',
  {
    'home-page': HomePage,
  },
);
