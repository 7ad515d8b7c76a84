import { sql } from 'kysely';
import { buildTestApp } from '../../testing';
import { addFeedItem } from '../../testing/news-fixtures';
import { SqliteReaders } from '../sqlite-readers';

// The worker-thread readers that SQLite's search reads through: they see what the gateway's own
// connection wrote, answer errors as errors, and run beside the event loop, not on it.

async function appWithReaders(size = 2) {
  const app = await buildTestApp({ engine: 'sqlite' });
  const { database } = app.config;
  if (database.engine !== 'sqlite') throw new Error('a SQLite app was asked for');
  const readers = new SqliteReaders(database.file, size);
  return { app, readers };
}

const titles = sql<{ title: string }>`select title from news_items order by title`;

describe('SqliteReaders', () => {
  it('reads what was written a moment before on the gateway connection', async () => {
    const { app, readers } = await appWithReaders();
    try {
      expect(await readers.all(titles.compile(app.db))).toEqual([]);
      await addFeedItem(app, { title: 'Harbour news' });
      await addFeedItem(app, { title: 'Bridge opens' });
      const twice = await Promise.all([
        readers.all(titles.compile(app.db)),
        readers.all(titles.compile(app.db)),
      ]);
      expect(twice).toEqual([
        [{ title: 'Bridge opens' }, { title: 'Harbour news' }],
        [{ title: 'Bridge opens' }, { title: 'Harbour news' }],
      ]);
      // Parameters are bound as given.
      const one = sql<{
        title: string;
      }>`select title from news_items where title = ${'Bridge opens'}`;
      expect(await readers.all(one.compile(app.db))).toEqual([{ title: 'Bridge opens' }]);
    } finally {
      await readers.close();
    }
  });

  it('answers a query while the event loop goes on', async () => {
    const { app, readers } = await appWithReaders(1);
    try {
      // A count to three million: long enough for a timer to fire meanwhile, which cannot
      // happen when the query runs on this thread.
      const slow = sql<{ n: number }>`with recursive c(n) as (select 1 union all
        select n + 1 from c where n < 3000000) select count(*) as n from c`;
      const order: string[] = [];
      const answered = readers.all(slow.compile(app.db)).then((rows) => {
        order.push('query');
        return rows;
      });
      setTimeout(() => order.push('timer'), 0);
      expect(await answered).toEqual([{ n: 3_000_000 }]);
      expect(order).toEqual(['timer', 'query']);
    } finally {
      await readers.close();
    }
  });

  it('rejects a failing query with its error, keeps serving, and refuses after close', async () => {
    const { app, readers } = await appWithReaders(1);
    const missing = sql`select * from no_such_table`;
    await expect(readers.all(missing.compile(app.db))).rejects.toMatchObject({
      message: expect.stringContaining('no such table: no_such_table'),
      code: 'SQLITE_ERROR',
    });
    // Read-only: a write is refused, not made.
    const write = sql`delete from news_items returning id`;
    await expect(readers.all(write.compile(app.db))).rejects.toMatchObject({
      code: 'SQLITE_READONLY',
    });
    expect(await readers.all(titles.compile(app.db))).toEqual([]);
    await readers.close();
    await expect(readers.all(titles.compile(app.db))).rejects.toThrow(
      'The database readers are closed',
    );
  });
});
