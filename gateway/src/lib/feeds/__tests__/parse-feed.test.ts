import { absoluteUrl, FeedParseError, parseFeed, parseFeedDate } from '../parse-feed';

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) feeds', () => {
    const feed = parseFeed(
      `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://rdf.example.com/"><title>RDF News</title><link>https://rdf.example.com/</link></channel>
        <item rdf:about="https://rdf.example.com/1"><title>First</title><link>https://rdf.example.com/1</link>
          <description>Hello</description><dc:date>2025-06-01T10:00:00+02:00</dc:date><dc:creator>Kim</dc:creator></item>
      </rdf:RDF>`,
      'https://rdf.example.com/feed.rdf',
    );
    expect(feed).toMatchObject({
      format: 'rdf',
      title: 'RDF News',
      siteUrl: 'https://rdf.example.com/',
    });
    expect(feed.items).toEqual([
      {
        link: 'https://rdf.example.com/1',
        title: 'First',
        description: 'Hello',
        content: 'Hello',
        imageUrl: null,
        creator: 'Kim',
        publishedAt: new Date('2025-06-01T08:00:00Z'),
      },
    ]);
  });

  it('keeps numeric titles as text and ignores unsafe links and images', () => {
    const feed = parseFeed(
      `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>2025</title>
        <item><title>1984</title><link>javascript:alert(1)</link><guid isPermaLink="false">abc</guid></item>
        <item><title>42</title><link>https://ok.example.com/42</link><media:content url="javascript:x" medium="image"/>
          <media:content url="https://v.example.com/clip.mp4" medium="video"/></item>
      </channel></rss>`,
      'https://ok.example.com/rss',
    );
    expect(feed.title).toBe('2025');
    expect(feed.items.map((i) => [i.title, i.link, i.imageUrl])).toEqual([
      ['42', 'https://ok.example.com/42', null],
    ]);
  });

  it('refuses what is not a feed', () => {
    expect(() => parseFeed('<html><body>hi</body></html>', 'https://x.example.com')).toThrow(
      FeedParseError,
    );
    expect(() => parseFeed('<rss><channel>', 'https://x.example.com')).toThrow(/well-formed/);
    expect(() => parseFeed('', 'https://x.example.com')).toThrow(FeedParseError);
  });
});

describe('parseFeedDate', () => {
  it.each([
    ['Tue, 10 Jun 2025 14:00:00 GMT', '2025-06-10T14:00:00.000Z'],
    ['Tue, 10 Jun 2025 14:00:00 +0530', '2025-06-10T08:30:00.000Z'],
    ['Tue, 10 Jun 2025 14:00:00 IST', '2025-06-10T08:30:00.000Z'],
    ['Tue, 10 Jun 2025 14:00:00 EDT', '2025-06-10T18:00:00.000Z'],
    ['2025-06-10T14:00:00Z', '2025-06-10T14:00:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseFeedDate(input)?.toISOString()).toBe(iso);
  });

  it('gives null for nothing or nonsense', () => {
    expect(parseFeedDate('')).toBeNull();
    expect(parseFeedDate('yesterday-ish')).toBeNull();
  });
});

describe('absoluteUrl', () => {
  it('resolves relative URLs and refuses other schemes', () => {
    expect(absoluteUrl('/a.jpg', 'https://s.example.com/x/y')).toBe('https://s.example.com/a.jpg');
    expect(absoluteUrl('//cdn.example.com/a.jpg', 'https://s.example.com')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(absoluteUrl('data:image/png;base64,AA', 'https://s.example.com')).toBeNull();
    expect(absoluteUrl('  ', 'https://s.example.com')).toBeNull();
  });
});
