import type { FastifyInstance } from 'fastify';
import { NO_MIGRATIONS, sql } from 'kysely';
import { createMigrator } from '../migrate';
import { migrations } from '../migrations';
import { newId } from '../../lib/ids';
import { buildTestApp, describeEachEngine } from '../../testing';

const CONSTRAINT = /constraint/i;

const TABLES = [
  'auth_limits',
  'blocks',
  'custom_headings',
  'drafts',
  'email_preferences',
  'event_outbox',
  'favorite_authors',
  'follows',
  'gateway_instances',
  'idempotency_keys',
  'moderation_log',
  'news_feeds',
  'news_items',
  'notifications',
  'otp_challenges',
  'reports',
  'saved_stories',
  'search_documents',
  'sessions',
  'site_meta',
  'stories',
  'story_media',
  'users',
];

/** The app's own tables (on PostgreSQL, other schemas in the database are not its own). */
async function tableNames(app: FastifyInstance): Promise<string[]> {
  const schema = app.config.database.engine === 'postgres' ? app.config.database.schema : undefined;
  const tables = await app.db.introspection.getTables();
  return (
    tables
      .filter((t) => !schema || t.schema === schema)
      // SQLite's full-text indexes (search_fts, and search_recent with its state) are virtual
      // tables with shadow tables of their own.
      .filter((t) => !/^search_(fts|recent)/.test(t.name))
      .map((t) => t.name)
      .sort()
  );
}

/**
 * The database's refusal. Not `rejects.toThrow()`: better-sqlite3's native module outlives a
 * test file, so its errors may come from another file's realm and fail `instanceof Error`.
 */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
  throw new Error('the database accepted it');
}

describeEachEngine('database', (engine) => {
  async function appWithUsers() {
    const app = await buildTestApp({ engine });
    const now = new Date().toISOString();
    const [alice, bob] = [newId(), newId()];
    await app.db
      .insertInto('users')
      .values([
        { id: alice, email: 'alice@example.com', name: 'Alice', created_at: now, updated_at: now },
        { id: bob, email: 'bob@example.com', name: 'Bob', created_at: now, updated_at: now },
      ])
      .execute();
    return { app, alice, bob, now };
  }

  it('creates every table at start', async () => {
    const app = await buildTestApp({ engine });
    expect(await tableNames(app)).toEqual(TABLES);
  });

  it('fills in the defaults and keeps e-mails unique and lower case', async () => {
    const { app, alice, now } = await appWithUsers();
    const user = await app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', alice)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      bio: '',
      photo: null,
      preferred_template: null,
      custom_heading: null,
    });

    const duplicate = app.db
      .insertInto('users')
      .values({
        id: newId(),
        email: 'alice@example.com',
        name: 'A2',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await refusal(duplicate)).toMatch(CONSTRAINT);
    const upper = app.db
      .insertInto('users')
      .values({
        id: newId(),
        email: 'Carol@Example.com',
        name: 'Carol',
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(await refusal(upper)).toMatch(CONSTRAINT);
  });

  it('removes what belongs to a deleted user and enforces the references', async () => {
    const { app, alice, bob, now } = await appWithUsers();
    const storyId = newId();
    await app.db
      .insertInto('stories')
      .values({
        id: storyId,
        author_id: alice,
        title: 'T',
        content: 'C',
        category: 'Politics',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await app.db
      .insertInto('story_media')
      .values({
        story_id: storyId,
        position: 0,
        file_name: 'a.jpg',
        thumbnail_name: null,
        width: 10,
        height: 20,
      })
      .execute();
    await app.db
      .insertInto('follows')
      .values({ follower_id: bob, followee_id: alice, created_at: now })
      .execute();
    await app.db
      .insertInto('notifications')
      .values({
        id: newId(),
        user_id: bob,
        type: 'news_contribution',
        message: 'Alice posted',
        actor_id: alice,
        news_id: storyId,
        created_at: now,
      })
      .execute();
    await app.db
      .insertInto('sessions')
      .values({
        token_hash: 'h',
        user_id: alice,
        created_at: now,
        expires_at: now,
        last_seen_at: now,
      })
      .execute();
    await app.db
      .insertInto('custom_headings')
      .values({ user_id: alice, heading: 'The Alice Times', updated_at: now })
      .execute();

    const story = await app.db
      .selectFrom('stories')
      .selectAll()
      .where('id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(story).toMatchObject({
      language: 'en',
      selected_template: 'modern-grid',
      author_section_position: 'below-article',
      show_advertisement: 0,
      ai_processed: 0,
    });

    const orphan = app.db
      .insertInto('follows')
      .values({ follower_id: bob, followee_id: newId(), created_at: now })
      .execute();
    expect(await refusal(orphan)).toMatch(CONSTRAINT);

    await app.db.deleteFrom('users').where('id', '=', alice).execute();
    const count = async (
      table:
        'stories' | 'story_media' | 'follows' | 'notifications' | 'sessions' | 'custom_headings',
    ) =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('stories')).toBe(0);
    expect(await count('story_media')).toBe(0);
    expect(await count('follows')).toBe(0);
    expect(await count('notifications')).toBe(0);
    expect(await count('sessions')).toBe(0);
    expect(await count('custom_headings')).toBe(0);
  });

  it('accepts only the two OTP purposes', async () => {
    const app = await buildTestApp({ engine });
    const now = new Date().toISOString();
    const challenge = (purpose: string) =>
      app.db
        .insertInto('otp_challenges')
        .values({
          id: newId(),
          email: 'a@b.co',
          purpose: purpose as 'login',
          code_hash: 'x',
          created_at: now,
          expires_at: now,
        })
        .execute();
    await expect(challenge('login')).resolves.toBeDefined();
    await expect(challenge('register')).resolves.toBeDefined();
    expect(await refusal(challenge('reset'))).toMatch(CONSTRAINT);
  });

  it('migrates down and up again', async () => {
    const app = await buildTestApp({ engine });
    const migrator = await createMigrator(app.db, app.dbEngine);
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await tableNames(app)).toEqual([]);
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await tableNames(app)).toEqual(TABLES);
  });

  it('runs the migrations only once across restarts', async () => {
    const first = await buildTestApp({ engine });
    await first.ready();
    const config = first.config;
    await first.close();
    const second = await buildTestApp({
      engine,
      config: { dataDir: config.dataDir, database: config.database },
    });
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
      second.db,
    );
    expect(Number(rows[0]?.n)).toBe(Object.keys(migrations).length);
  });
});
