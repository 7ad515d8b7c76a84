import { MODERATION_MESSAGES } from '@voices/contracts';
import type { AuthTestApp } from '../../auth/__tests__/auth-helpers';
import { describeEachEngine } from '../../../testing';
import {
  buildModerationApp,
  call,
  createModerator,
  createUser,
  storyBy,
  type TestUser,
} from './moderation-helpers';

/** The ids of the stories a list answers (arrays, or pages under results/news/data). */
function idsIn(body: unknown): string[] {
  if (Array.isArray(body)) return body.map((item: { id: string }) => item.id);
  const page = body as Record<string, unknown>;
  const list = (page.results ?? page.news ?? page.data ?? []) as { id: string }[];
  return list.map((item) => item.id);
}

async function listed(t: AuthTestApp, url: string, who: TestUser | null): Promise<string[]> {
  const res = await call(t.app, 'GET', url, who);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return idsIn(res.json());
}

describeEachEngine('a story a moderator hid', (engine) => {
  async function scene() {
    const t = await buildModerationApp(engine);
    const mod = await createModerator(t);
    const author = await createUser(t, 'Hana Writer');
    const reader = await createUser(t, 'Rui Reader');
    const kept = await storyBy(t, author, 'Glacier melt measured in the valley', {
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const hidden = await storyBy(t, author, 'Glacier melt miracle cure advertised');
    const res = await call(t.app, 'POST', `/api/moderation/stories/${hidden}/hide`, mod, {
      reason: 'Advertising',
    });
    expect(res.statusCode).toBe(200);
    return { t, mod, author, reader, kept, hidden };
  }

  it('is gone from every list for others and kept for its author and moderators', async () => {
    const { t, mod, author, reader, kept, hidden } = await scene();
    const lists = [
      '/api/getContributions',
      `/api/getContributions?authorId=${author.id}`,
      '/api/getContributions?category=Politics',
      '/api/category/home',
      '/api/category/politics',
      '/api/search?q=glacier',
      '/api/news/related?keywords=glacier%20melt',
      '/api/news/related?keywords=&category=politics&categoryOnly=true',
      `/api/news/author/${encodeURIComponent('Hana Writer')}`,
      `/api/user/${author.id}`,
    ];
    for (const url of lists) {
      for (const who of [null, reader]) {
        const ids = await listed(t, url, who);
        expect([url, ids.includes(kept), ids.includes(hidden)]).toEqual([url, true, false]);
      }
      for (const who of [author, mod]) {
        const ids = await listed(t, url, who);
        expect([url, ids.includes(hidden)]).toEqual([url, true]);
      }
    }

    const mine = await call(t.app, 'GET', `/api/getContributions?authorId=${author.id}`, author);
    const story = mine.json().find((s: { id: string }) => s.id === hidden);
    expect(story).toMatchObject({ moderationStatus: 'hidden', moderationReason: 'Advertising' });
    const other = mine.json().find((s: { id: string }) => s.id === kept);
    expect(other.moderationStatus).toBe('visible');
    expect(other).not.toHaveProperty('moderationReason');

    const counts = await call(t.app, 'GET', '/api/category-counts', null);
    expect(counts.json().counts.home).toBe(1);

    // The profile's story count agrees with its list.
    const articlesCount = async (who: TestUser | null) =>
      (await call(t.app, 'GET', `/api/user/${author.id}`, who)).json().user.articlesCount;
    expect([await articlesCount(null), await articlesCount(reader)]).toEqual([1, 1]);
    expect([await articlesCount(author), await articlesCount(mod)]).toEqual([2, 2]);
  });

  it('answers 410 Gone to others on its URL and its page, 200 to its author and moderators', async () => {
    const { t, mod, author, reader, hidden } = await scene();
    for (const url of [`/api/contributions/${hidden}`, `/api/news/${hidden}`]) {
      for (const who of [null, reader]) {
        const res = await call(t.app, 'GET', url, who);
        expect([url, res.statusCode]).toEqual([url, 410]);
        expect(res.json().message).toBe(MODERATION_MESSAGES.storyRemoved);
      }
      for (const who of [author, mod]) {
        const res = await call(t.app, 'GET', url, who);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    }
    const page = await call(t.app, 'GET', `/contribute/news/${hidden}?id=${hidden}`, null);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain('miracle cure');
  });

  it('is left out of feeds, the sitemap and share cards', async () => {
    const { t, author, kept, hidden } = await scene();
    const authorFeed = await call(t.app, 'GET', `/feeds/authors/${author.id}.xml`, null);
    expect(authorFeed.statusCode).toBe(200);
    expect(authorFeed.body).toContain(kept);
    expect(authorFeed.body).not.toContain(hidden);
    const homeFeed = await call(t.app, 'GET', '/feeds/categories/home.xml', null);
    expect(homeFeed.body).toContain(kept);
    expect(homeFeed.body).not.toContain(hidden);
    const sitemap = await call(t.app, 'GET', '/sitemaps/stories-1.xml', null);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(kept);
    expect(sitemap.body).not.toContain(hidden);
    expect((await call(t.app, 'GET', `/api/share/stories/${kept}.png`, null)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/share/stories/${hidden}.png`, null)).statusCode).toBe(
      404,
    );
  });

  it('stays hidden when its author edits it, and comes back when restored', async () => {
    const { t, mod, author, hidden } = await scene();
    const edit = await call(t.app, 'PUT', `/api/edit/${hidden}`, author, {
      title: 'Glacier melt, corrected',
      content: 'The corrected story, without the advertising.',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.moderationStatus).toBe('hidden');
    expect((await call(t.app, 'GET', `/api/contributions/${hidden}`, null)).statusCode).toBe(410);

    await call(t.app, 'POST', `/api/moderation/stories/${hidden}/restore`, mod);
    const back = await call(t.app, 'GET', `/api/contributions/${hidden}`, null);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.moderationStatus).toBe('visible');
    expect(await listed(t, '/api/category/home', null)).toContain(hidden);
  });

  it('carries its fact-check label in every list and on the story; feed items carry none', async () => {
    const { t, mod, kept } = await scene();
    await t.app.db
      .insertInto('news_items')
      .values({
        id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
        link: 'https://example.com/glacier',
        title: 'Glacier news from a source',
        description: 'Glacier',
        content: 'Glacier',
        image_url: null,
        source_name: 'Example',
        source_icon: null,
        source_url: null,
        creator: null,
        category: 'world',
        subcategory: null,
        language: 'en',
        country: null,
        state: null,
        feed_url: null,
        published_at: new Date().toISOString(),
        fetched_at: new Date().toISOString(),
      })
      .execute();
    const verify = await call(t.app, 'POST', `/api/moderation/stories/${kept}/label`, mod, {
      label: 'verified',
      note: 'Checked with the survey office',
    });
    expect(verify.statusCode).toBe(200);
    const lists = ['/api/category/home', '/api/search?q=glacier', '/api/getContributions'];
    for (const url of lists) {
      const res = await call(t.app, 'GET', url, null);
      const items = (Array.isArray(res.json()) ? res.json() : res.json().results) as Record<
        string,
        unknown
      >[];
      const story = items.find((item) => item.id === kept);
      expect([url, story]).toMatchObject([
        url,
        {
          verificationStatus: 'verified',
          verificationNote: 'Checked with the survey office',
          isVerified: true,
          flaggedAsFake: false,
        },
      ]);
      const feed = items.find((item) => item.type === 'feed');
      if (feed) {
        for (const field of [
          'moderationStatus',
          'verificationStatus',
          'isVerified',
          'flaggedAsFake',
        ]) {
          expect(feed).not.toHaveProperty(field);
        }
      }
    }
    await call(t.app, 'POST', `/api/moderation/stories/${kept}/label`, mod, { label: 'disputed' });
    const disputed = (await call(t.app, 'GET', `/api/contributions/${kept}`, null)).json().data;
    expect(disputed).toMatchObject({ verificationStatus: 'disputed', flaggedAsFake: true });
    expect(disputed).not.toHaveProperty('isVerified');
    await call(t.app, 'POST', `/api/moderation/stories/${kept}/label`, mod, { label: 'none' });
    const none = (await call(t.app, 'GET', `/api/contributions/${kept}`, null)).json().data;
    expect(none).toMatchObject({ verificationStatus: null, flaggedAsFake: false });
  });
});
