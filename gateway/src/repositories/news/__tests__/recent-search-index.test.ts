import type { FastifyInstance } from 'fastify';
import { sql, type KyselyPlugin } from 'kysely';
import { buildTestApp } from '../../../testing';
import { addFeedItem, addStory, addUser, minutesAgo } from '../../../testing/news-fixtures';
import { createNewsSearchRepository } from '../search';

// SQLite's index of the newest documents (migration 0031): what it holds as items come and go,
// and when a search is answered from it rather than from the whole index. PostgreSQL has no
// such index.

/** Which full-text index each query a repository runs names, in order. */
function recordingIndexes(app: FastifyInstance) {
  const asked: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      const text = app.db.getExecutor().compileQuery(node, queryId).sql;
      const index = /"(search_recent|search_fts)" match/.exec(text)?.[1];
      if (index) asked.push(index);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: app.db.withPlugin(plugin), asked };
}

/** The `seq` of every document the recent index holds, newest first. */
async function recentSeqs(app: FastifyInstance): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from search_recent_docsize
    order by id desc`.execute(app.db);
  return rows.map((row) => row.id);
}

async function newestSeqs(app: FastifyInstance, count: number): Promise<number[]> {
  const rows = await app.db
    .selectFrom('search_documents')
    .select('seq')
    .orderBy('seq', 'desc')
    .limit(count)
    .execute();
  return rows.map((row) => row.seq);
}

/** A site whose recent index keeps `size` documents, with `items` stored oldest first. */
async function siteWith(size: number, items: Parameters<typeof addFeedItem>[1][]) {
  const app = await buildTestApp({ engine: 'sqlite' });
  await sql`update search_recent_state set size = ${size}`.execute(app.db);
  const ids = [];
  for (const item of items) ids.push(await addFeedItem(app, item));
  return { app, ids };
}

// 10 old items with the word in their title (the best matches), then 20 newer ones with it in
// the body only.
const HARBOUR_ITEMS = [
  ...Array.from({ length: 10 }, (_, i) => ({
    title: `Harbour news ${i}`,
    content: 'Ships.',
    publishedAt: minutesAgo(800 - i),
  })),
  ...Array.from({ length: 20 }, (_, i) => ({
    title: `Body item ${String(19 - i).padStart(2, '0')}`,
    content: `Boats came into the harbour ${i}.`,
    publishedAt: minutesAgo(119 - i),
  })),
];

describe('the index of the newest documents [sqlite]', () => {
  it('holds the newest documents only, as items are stored, changed and deleted', async () => {
    const { app, ids } = await siteWith(20, HARBOUR_ITEMS);
    expect(await recentSeqs(app)).toEqual(await newestSeqs(app, 20));

    // A changed item is indexed again with its new words; an old one stays out.
    await app.db
      .updateTable('news_items')
      .set({ content: 'Now about tomatoes' })
      .where('id', 'in', [ids[0]!, ids[29]!])
      .execute();
    const tomatoes = sql<{ n: number }>`select count(*) as n from search_recent
      where search_recent match 'tomatoes'`;
    expect((await tomatoes.execute(app.db)).rows[0]!.n).toBe(1);
    expect(await recentSeqs(app)).toEqual(await newestSeqs(app, 20));

    // Deleting the newest item frees its number, which the next item takes again.
    await app.db.deleteFrom('news_items').where('id', '=', ids[29]!).execute();
    expect(await recentSeqs(app)).toEqual(await newestSeqs(app, 19));
    await addFeedItem(app, { title: 'Late harbour news', publishedAt: minutesAgo(1) });
    await addFeedItem(app, { title: 'Later harbour news', publishedAt: minutesAgo(0) });
    const seqs = await recentSeqs(app);
    expect(seqs.slice(0, 20)).toEqual(await newestSeqs(app, 20));
    // Nothing older than `size` places below the greatest number ever indexed stays.
    const { rows } = await sql<{ floor: number }>`select high - size as floor
      from search_recent_state`.execute(app.db);
    expect(seqs.every((seq) => seq > rows[0]!.floor)).toBe(true);
  });

  it("keeps each document's date and language beside it, as stories and items change", async () => {
    const { app, ids } = await siteWith(20, HARBOUR_ITEMS);
    const author = await addUser(app, 'Omar');
    const storyId = await addStory(app, { authorId: author, title: 'Harbour day', language: 'ta' });
    const facts = async () => {
      const { rows } = await sql<{ ref_id: string; at: string; language: string }>`
        select d.ref_id, d.at, d.language from search_documents d
        order by d.ref_id`.execute(app.db);
      const { rows: items } = await sql<{ ref_id: string; at: string; language: string }>`
        select id as ref_id, published_at as at, language from news_items
        union all select id, created_at, language from stories order by ref_id`.execute(app.db);
      expect(rows).toEqual(items);
    };
    await facts();

    await app.db
      .updateTable('news_items')
      .set({ language: 'hi', published_at: minutesAgo(5) })
      .where('id', '=', ids[3]!)
      .execute();
    await app.db.updateTable('stories').set({ language: 'kn' }).where('id', '=', storyId).execute();
    await facts();
    const inHindi = await createNewsSearchRepository(app.db, 'sqlite').search(['harbour'], {
      offset: 0,
      limit: 10,
      language: 'hi',
    });
    expect(inHindi.map((item) => item.title)).toEqual(['Harbour news 3']);
  });

  it('answers from the newest documents when they fill the window, else from the whole index', async () => {
    const { app } = await siteWith(20, HARBOUR_ITEMS);
    const { db, asked } = recordingIndexes(app);
    const page = (window: number, offset: number, language?: string) =>
      createNewsSearchRepository(db, 'sqlite', { window }).search(['harbour'], {
        offset,
        limit: 10,
        ...(language ? { language } : {}),
      });

    // 15 of the 20 newest documents: the body matches, newest first on equal scores.
    const ranked = [...(await page(15, 0)), ...(await page(15, 10))];
    expect(ranked.map((item) => item.title)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Body item ${String(i).padStart(2, '0')}`),
    );
    expect(asked).toEqual(['search_recent', 'search_recent']);

    // A window wider than the newest documents' matches needs the whole index, where the
    // older title matches rank first; so does a filter that none of the newest pass, and a
    // page past the window.
    asked.length = 0;
    expect((await page(2_000, 0)).map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Harbour news ${9 - i}`),
    );
    expect(await page(15, 0, 'hi')).toEqual([]);
    expect(await page(15, 20)).toEqual([]);
    expect(asked).toEqual([
      'search_recent',
      'search_fts',
      'search_recent',
      'search_fts',
      'search_recent',
      'search_fts',
    ]);
  });
});
