// The story page drawn on the server for each request, in its author's theme, with the story,
// the author's other stories and the heading (docs/architecture.md, "First paints with data").
// The build writes this module for Node.js to dist-server/first-paint.cjs; the gateway loads it
// (@voices/platform/first-paint says how a page is drawn).
import { createFirstPaints } from '@voices/platform/first-paint';
import ContributedNewsPage from '../expose/contributed-news-page';

export const { modules, queries, startFirstPaints, renderFirstPaint } = createFirstPaints(
  'mfe_portal_themes',
  { 'contributed-news-page': ContributedNewsPage },
  {
    // The story, then its author's stories, then what those name (the heading, related stories).
    maxDrawings: 4,
    // Its address names the story twice: /contribute/news/{id}?id={id}.
    queries: { 'contributed-news-page': ['id'] },
  },
);
