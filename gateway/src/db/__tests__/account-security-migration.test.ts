import { newId } from '../../lib/ids';
import { buildTestApp, describeEachEngine } from '../../testing';
import { createMigrator } from '../migrate';

describeEachEngine('migration 0007 (account security)', (engine) => {
  it('takes the new purposes and columns, and undoes them keeping the older codes', async () => {
    const app = await buildTestApp({ engine });
    const now = new Date().toISOString();
    const userId = newId();
    await app.db
      .insertInto('users')
      .values({
        id: userId,
        email: 'ada@example.com',
        name: 'Ada',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const challenge = (purpose: 'register' | 'login' | 'email-change' | 'notice', extra = {}) =>
      app.db
        .insertInto('otp_challenges')
        .values({
          id: newId(),
          email: 'ada@example.com',
          purpose,
          code_hash: 'x',
          created_at: now,
          expires_at: now,
          ...extra,
        })
        .execute();
    await challenge('register', { token_hash: 'h1' });
    await challenge('login');
    await challenge('email-change', { user_id: userId });
    await challenge('notice');
    // A token hash names one registration only.
    await expect(challenge('register', { token_hash: 'h1' })).rejects.toBeDefined();

    const migrator = await createMigrator(app.db, app.dbEngine);
    const down = await migrator.migrateTo('0005_social');
    expect(down.error).toBeUndefined();
    const kept = await app.db.selectFrom('otp_challenges').select('purpose').execute();
    expect(kept.map((row) => row.purpose).sort()).toEqual(['login', 'register']);

    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    await challenge('email-change', { user_id: userId });
    // Deleting the account deletes its pending change.
    await app.db.deleteFrom('users').where('id', '=', userId).execute();
    const left = await app.db
      .selectFrom('otp_challenges')
      .select('purpose')
      .where('purpose', '=', 'email-change')
      .execute();
    expect(left).toHaveLength(0);
  });
});
