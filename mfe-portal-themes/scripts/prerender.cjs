// Writes dist-server/first-paint.cjs, the module the gateway loads to draw this section's
// pages that show data for each request (src/prerender/first-paints.tsx). Run after the
// browser build (`pnpm build` does both).
'use strict';

require('@voices/webpack-config/prerender').writeFirstPaints(
  require('node:path').join(__dirname, '..'),
);
