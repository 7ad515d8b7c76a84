import { DEFAULT_NEWS_FEEDS } from '../../../data/default-feeds';
import { NEWS_TABS } from '@voices/contracts';
import { parseFeedList, validateFeedConfig } from '../feed-config';

describe('NEWS_FEEDS', () => {
  it('reads a list of feeds in canonical form', () => {
    expect(
      parseFeedList(
        JSON.stringify([
          {
            url: 'https://a.example.com/rss',
            category: 'Sports',
            subcategory: 'Cricket',
            language: 'EN',
            country: 'in',
          },
          {
            url: 'http://b.example.com/atom',
            category: 'local',
            language: 'kn',
            state: 'Karnataka',
            name: 'B',
          },
        ]),
      ),
    ).toEqual([
      {
        url: 'https://a.example.com/rss',
        category: 'sports',
        subcategory: 'cricket',
        language: 'en',
        country: 'IN',
      },
      {
        url: 'http://b.example.com/atom',
        category: 'local',
        language: 'kn',
        state: 'Karnataka',
        name: 'B',
      },
    ]);
  });

  it.each([
    ['{}', /JSON array/],
    ['not json', /JSON array/],
    ['[{"url":"ftp://x/y","category":"world","language":"en"}]', /url/],
    ['[{"url":"https://x/y","category":"gossip","language":"en"}]', /category/],
    [
      '[{"url":"https://x/y","category":"world","subcategory":"cricket","language":"en"}]',
      /no subcategories/,
    ],
    [
      '[{"url":"https://x/y","category":"sports","subcategory":"chess","language":"en"}]',
      /cricket, tennis/,
    ],
    ['[{"url":"https://x/y","category":"world"}]', /language/],
    [
      '[{"url":"https://x/y","category":"world","language":"en","colour":"red"}]',
      /unknown field "colour"/,
    ],
    [
      '[{"url":"https://x/y","category":"world","language":"en"},{"url":"https://x/y","category":"world","language":"en"}]',
      /twice/,
    ],
  ])('refuses %s', (raw, message) => {
    expect(() => parseFeedList(raw)).toThrow(message);
  });

  it('ships a valid default list that covers every tab and several languages', () => {
    const feeds = DEFAULT_NEWS_FEEDS.map((feed, index) => validateFeedConfig(feed, index));
    expect(feeds).toEqual(DEFAULT_NEWS_FEEDS);
    expect(new Set(feeds.map((f) => f.url)).size).toBe(feeds.length);
    for (const tab of NEWS_TABS) expect(feeds.some((f) => f.category === tab)).toBe(true);
    expect(new Set(feeds.map((f) => f.language)).size).toBeGreaterThanOrEqual(6);
    expect(feeds.filter((f) => f.category === 'local').every((f) => f.state)).toBe(true);
  });
});
