import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { FeedPageCache, negotiateEncoding, packPage } from '../feed-page-cache';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('packPage', () => {
  // Twenty cards' worth of words, like a page of search results.
  const words = 'monsoon election market cricket tennis startup budget river festival metro';
  const json = JSON.stringify(
    Array.from({ length: 20 }, (_, i) => ({
      id: `item-${i}`,
      title: words
        .split(' ')
        .slice(i % 7)
        .join(' '),
      description: words.repeat(1 + (i % 3)).slice(i),
    })),
  );

  it('compresses thoroughly or quickly to the same JSON, under the same tags', async () => {
    const thorough = await packPage(json);
    const quick = await packPage(json, 'quick');
    for (const page of [thorough, quick]) {
      expect(brotliDecompressSync(page.bodies.br).toString()).toBe(json);
      expect(gunzipSync(page.bodies.gzip).toString()).toBe(json);
      expect(page.bodies.identity.toString()).toBe(json);
    }
    expect(quick.etags).toEqual(thorough.etags);
  });
});

describe('FeedPageCache', () => {
  it('builds once, serves from memory until its time is up, then builds again', async () => {
    let now = 1_000;
    const cache = new FeedPageCache(10_000, 10, () => now);
    let builds = 0;
    const build = async () => JSON.stringify({ n: (builds += 1) });
    const first = await cache.get('home', build);
    expect(gunzipSync(first.bodies.gzip).toString()).toBe('{"n":1}');
    now += 9_999;
    expect(await cache.get('home', build)).toBe(first);
    now += 1;
    const second = await cache.get('home', build);
    expect(second.bodies.identity.toString()).toBe('{"n":2}');
    expect(second.etags.identity).not.toBe(first.etags.identity);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it('shares one build between concurrent misses', async () => {
    const cache = new FeedPageCache(10_000, 10);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((r) => setTimeout(r, 10));
      return '{}';
    };
    await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
  });

  it('does not keep a page that was being built when a write invalidated the cache', async () => {
    const cache = new FeedPageCache(10_000, 10);
    let release!: () => void;
    const slow = cache.get(
      'home',
      () => new Promise<string>((resolve) => (release = () => resolve('"old"'))),
    );
    await new Promise((r) => setImmediate(r));
    cache.invalidate();
    // A request after the write does not wait for the old build, and gets the new page.
    const fresh = await cache.get('home', async () => '"new"');
    expect(fresh.bodies.identity.toString()).toBe('"new"');
    release();
    expect((await slow).bodies.identity.toString()).toBe('"old"');
    expect((await cache.get('home', async () => '"newer"')).bodies.identity.toString()).toBe(
      '"new"',
    );
  });

  it('forgets the oldest pages beyond its size', async () => {
    const cache = new FeedPageCache(10_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `"${key}"`);
    expect(cache.stats().entries).toBe(2);
    let built = false;
    await cache.get('a', async () => {
      built = true;
      return '"a"';
    });
    expect(built).toBe(true);
  });
});
