import type { FastifyInstance } from 'fastify';
import { newId } from '../../lib/ids';
import { buildTestApp, describeEachEngine } from '../../testing';
import { createMigrator } from '../migrate';

/** The database's refusal (better-sqlite3's errors may come from another file's realm). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
  throw new Error('the database accepted it');
}

describeEachEngine('migration 0011 (no theme until one is saved)', (engine) => {
  async function addUser(app: FastifyInstance, name: string, preferredTemplate?: string | null) {
    const id = newId();
    const now = new Date().toISOString();
    await app.db
      .insertInto('users')
      .values({
        id,
        email: `${name.toLowerCase()}@example.com`,
        name,
        created_at: now,
        updated_at: now,
        ...(preferredTemplate === undefined ? {} : { preferred_template: preferredTemplate }),
      })
      .execute();
    return id;
  }

  async function templates(app: FastifyInstance) {
    const rows = await app.db
      .selectFrom('users')
      .select(['name', 'preferred_template'])
      .orderBy('name')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.name, row.preferred_template]));
  }

  it('keeps the themes of existing accounts, starts new ones without, and undoes it', async () => {
    const app = await buildTestApp({ engine });
    const migrator = await createMigrator(app.db, app.dbEngine);
    expect((await migrator.migrateTo('0009_gateway_instances')).error).toBeUndefined();

    // Before: every account had a theme, 'modern-grid' unless another was saved.
    const ada = await addUser(app, 'Ada');
    await addUser(app, 'Ben', 'noir');
    await app.db
      .insertInto('sessions')
      .values({
        token_hash: 'h',
        user_id: ada,
        created_at: '2026-01-01T00:00:00.000Z',
        expires_at: '2026-02-01T00:00:00.000Z',
        last_seen_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    expect(await templates(app)).toEqual({ Ada: 'modern-grid', Ben: 'noir' });

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await addUser(app, 'Cas');
    expect(await templates(app)).toEqual({ Ada: 'modern-grid', Ben: 'noir', Cas: null });
    // The references to the accounts hold: deleting one still deletes its sessions.
    await app.db.deleteFrom('users').where('id', '=', ada).execute();
    const sessions = await app.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions).toEqual([]);

    expect((await migrator.migrateTo('0009_gateway_instances')).error).toBeUndefined();
    expect(await templates(app)).toEqual({ Ben: 'noir', Cas: 'modern-grid' });
    await addUser(app, 'Dee');
    expect((await templates(app)).Dee).toBe('modern-grid');
    expect(await refusal(addUser(app, 'Eve', null))).toMatch(/null/i);
  });
});
