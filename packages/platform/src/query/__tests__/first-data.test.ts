import { createQueryClient } from '../query-client';
import { seedFromPage } from '../first-data';

// A page drawn on the server with data carries the answers it was drawn with; the page's
// cache starts with them, so the section draws what the page already shows.

function pageWith(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'vx-first-data';
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('vx-first-data')?.remove();
  document.documentElement.classList.remove('vx-no-first-paint');
});

describe('seedFromPage', () => {
  it('puts the page’s answers in the cache, with when they came, and reads them once', () => {
    const client = createQueryClient();
    pageWith(
      JSON.stringify([
        { key: ['news', 'category', { category: 'home' }], data: { pages: [1] }, at: 1234 },
        { key: 'not a key', data: 1, at: 1 },
        { key: ['news', 'counts'], data: { local: 2 }, at: 99 },
      ]),
    );
    seedFromPage(client);
    expect(client.getQueryData(['news', 'category', { category: 'home' }])).toEqual({
      pages: [1],
    });
    expect(client.getQueryState(['news', 'counts'])?.dataUpdatedAt).toBe(99);
    expect(client.getQueryCache().getAll()).toHaveLength(2);
    expect(document.getElementById('vx-first-data')).toBeNull();
  });

  it('leaves the cache empty for a reader the first paint is hidden from', () => {
    const client = createQueryClient();
    document.documentElement.classList.add('vx-no-first-paint');
    pageWith(JSON.stringify([{ key: ['news'], data: 1, at: 1 }]));
    seedFromPage(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(document.getElementById('vx-first-data')).toBeNull();
  });

  it('ignores answers it cannot read, and a page without any', () => {
    const client = createQueryClient();
    seedFromPage(client);
    pageWith('{"broken');
    seedFromPage(client);
    pageWith('{"not": "a list"}');
    seedFromPage(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
