/**
 * @jest-environment node
 */
// Drawn as the gateway draws it: in Node.js, with no browser around, the API answered by the
// `fetch` it gives.
import { answerFirstPaintCalls } from '@voices/platform/testing';
import { MEERA, story } from '../../testing/fixtures';
import { modules, queries, renderFirstPaint, startFirstPaints } from '../first-paints';

const api = answerFirstPaintCalls(startFirstPaints);

const bridge = story(
  {
    title: 'Council <approves> the bridge',
    content: 'The bridge will cross the river by spring.',
    category: 'Local',
    selectedTemplate: 'noir',
  },
  1,
);
const market = story(
  { title: 'Market moves to the depot', content: 'Stalls return on Friday.', category: 'Local' },
  2,
);

describe('the story page drawn on the server', () => {
  it('draws the story in its theme with its author’s stories and the heading', async () => {
    api.answers = {
      [`/api/contributions/${bridge.id}`]: { success: true, data: bridge },
      '/api/getContributions': [bridge, market],
      [`/api/users/${MEERA}/custom-heading`]: { heading: 'The Lake Gazette' },
      '/api/news/related': { success: true, results: [] },
    };
    expect(modules).toEqual(['contributed-news-page', 'portal-page']);
    expect(queries).toEqual({ 'contributed-news-page': ['id'], 'portal-page': ['id'] });
    const page = await renderFirstPaint(
      'contributed-news-page',
      `/contribute/news/${bridge.id}?id=${bridge.id}`,
    );
    const { markup, data } = page!;
    // The story in its author's theme, its title as text, with the heading the author chose.
    expect(markup).toContain('data-theme="noir"');
    expect(markup).toContain('Council &lt;approves&gt; the bridge');
    expect(markup).toContain('The bridge will cross the river by spring.');
    expect(markup).toContain('The Lake Gazette');
    // The author's other story, and no loading state left.
    expect(markup).toContain('Market moves to the depot');
    expect(markup).not.toContain('Loading news');
    expect(markup).not.toMatch(/<\/?(script|style|link|meta)\b/i);
    // The byline's full date waits for the browser, which knows the reader's time zone.
    expect(markup).toMatch(
      /<p class="vx-herald-byline">.*?<time dateTime="[^"]+">yesterday<\/time>/,
    );
    expect(markup).not.toMatch(/<time[^>]*\btitle=/);
    // Each call once, the story's first; the answers carried by the keys the page asks by.
    expect(api.calls[0]).toBe(`/api/contributions/${bridge.id}`);
    expect(new Set(api.calls).size).toBe(api.calls.length);
    expect(api.calls.some((call) => call.startsWith('/api/getContributions?authorId='))).toBe(true);
    const keys = data.map((entry) => JSON.stringify(entry.key));
    expect(keys.some((key) => key.includes(bridge.id))).toBe(true);
    expect(keys.some((key) => key.includes('custom-heading'))).toBe(true);
  });

  it('reads the story from its path when the address has no query', async () => {
    api.answers = {
      [`/api/contributions/${market.id}`]: { success: true, data: market },
      '/api/getContributions': [market],
    };
    const page = await renderFirstPaint('contributed-news-page', `/contribute/news/${market.id}`);
    expect(page!.markup).toContain('Market moves to the depot');
  });

  it('leaves a story it could not read to the browser: drawn loading, as the browser first draws it', async () => {
    const page = await renderFirstPaint('contributed-news-page', '/contribute/news/nope?id=nope');
    expect(page!.markup).toContain('Loading news...');
    expect(page!.data).toEqual([]);
  });

  it('draws an author’s portal in the theme its address names', async () => {
    api.answers = {
      [`/api/user/${MEERA}`]: {
        success: true,
        user: { id: MEERA, _id: MEERA, name: 'Meera Nair', bio: 'Writes about the lake.' },
        news: [],
      },
      '/api/getContributions': [bridge, market],
      [`/api/users/${MEERA}/custom-heading`]: { heading: 'The Lake Gazette' },
      '/api/news/related': { success: true, results: [] },
    };
    const page = await renderFirstPaint('portal-page', `/portal/${MEERA}/udaya`);
    const { markup } = page!;
    expect(markup).toContain('data-theme="udaya"');
    expect(markup).toContain('Council &lt;approves&gt; the bridge');
    expect(markup).toContain('Market moves to the depot');
    expect(markup).toContain('The Lake Gazette');
    expect(markup).not.toContain('Loading');
  });
});
