// The story page and the author's portal drawn on the server for each request, in their theme,
// with the story, the author's stories and the heading (docs/architecture.md, "First paints
// with data").
// The build writes this module for Node.js to dist-server/first-paint.cjs; the gateway loads it
// (@voices/platform/first-paint says how a page is drawn).
import { createFirstPaints } from '@voices/platform/first-paint';
import ContributedNewsPage from '../expose/contributed-news-page';
import PortalPage from '../expose/portal-page';

export const { modules, queries, startFirstPaints, renderFirstPaint } = createFirstPaints(
  'mfe_portal_themes',
  { 'contributed-news-page': ContributedNewsPage, 'portal-page': PortalPage },
  {
    // The story, then its author's stories, then what those name (the heading, related stories).
    maxDrawings: 4,
    // A story's address names it twice (/contribute/news/{id}?id={id}); a portal's may name
    // the story it opens with.
    queries: { 'contributed-news-page': ['id'], 'portal-page': ['id'] },
  },
);
