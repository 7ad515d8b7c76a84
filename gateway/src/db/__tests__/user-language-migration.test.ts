import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { newId } from '../../lib/ids';
import { buildTestApp, describeEachEngine } from '../../testing';
import { createMigrator } from '../migrate';

describeEachEngine('migration 0029 (a member’s language)', (engine) => {
  async function addUser(app: FastifyInstance, name: string) {
    const id = newId();
    const now = new Date().toISOString();
    // Written without the column, as any code before the migration did.
    await sql`insert into users (id, email, name, created_at, updated_at) values (${id}, ${`${name.toLowerCase()}@example.com`}, ${name}, ${now}, ${now})`.execute(
      app.db,
    );
    return id;
  }

  async function columns(app: FastifyInstance): Promise<string[]> {
    const schema =
      app.config.database.engine === 'postgres' ? app.config.database.schema : undefined;
    const tables = await app.db.introspection.getTables();
    const users = tables.find((t) => t.name === 'users' && (!schema || t.schema === schema));
    return (users?.columns ?? []).map((c) => c.name);
  }

  it('gives every member English until they read another language, and undoes it', async () => {
    const app = await buildTestApp({ engine });
    const migrator = await createMigrator(app.db, app.dbEngine);
    expect((await migrator.migrateTo('0027_event_outbox')).error).toBeUndefined();
    expect(await columns(app)).not.toContain('language');
    const ada = await addUser(app, 'Ada');

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columns(app)).toContain('language');
    const ben = await addUser(app, 'Ben');
    await app.db.updateTable('users').set({ language: 'ta' }).where('id', '=', ben).execute();
    const rows = await app.db
      .selectFrom('users')
      .select(['id', 'language'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { id: ada, language: 'en' },
      { id: ben, language: 'ta' },
    ]);

    expect((await migrator.migrateTo('0027_event_outbox')).error).toBeUndefined();
    expect(await columns(app)).not.toContain('language');
    const names = await app.db.selectFrom('users').select('name').orderBy('name').execute();
    expect(names).toEqual([{ name: 'Ada' }, { name: 'Ben' }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
