import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** What every account started with before this migration. */
const FORMER_DEFAULT = 'modern-grid';

/**
 * users.preferred_template is null until the member saves a theme, so Compose can show a new
 * member the theme picker first (spec 001 §2 Pick a Theme). Accounts that exist keep their
 * value: whether a member chose 'modern-grid' or was given it cannot be told apart.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('users')
      .alterColumn('preferred_template', (c) => c.dropNotNull())
      .execute();
    await db.schema
      .alterTable('users')
      .alterColumn('preferred_template', (c) => c.dropDefault())
      .execute();
    return;
  }
  // SQLite changes neither a column's constraint nor its default in place: the values move to
  // a new column of the same name. Rebuilding the table instead would trip the references
  // other tables hold to it.
  await db.transaction().execute(async (trx) => {
    await replaceColumn(trx, sql`text`);
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('users')
    .set({ preferred_template: FORMER_DEFAULT })
    .where('preferred_template', 'is', null)
    .execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable('users')
      .alterColumn('preferred_template', (c) => c.setDefault(FORMER_DEFAULT))
      .execute();
    await db.schema
      .alterTable('users')
      .alterColumn('preferred_template', (c) => c.setNotNull())
      .execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await replaceColumn(trx, sql`text not null default ${sql.lit(FORMER_DEFAULT)}`);
  });
}

/** SQLite: users.preferred_template declared anew as `definition`, its values kept. */
async function replaceColumn(db: Kysely<any>, definition: ReturnType<typeof sql>): Promise<void> {
  await sql`alter table users rename column preferred_template to preferred_template_old`.execute(
    db,
  );
  await sql`alter table users add column preferred_template ${definition}`.execute(db);
  await sql`update users set preferred_template = preferred_template_old`.execute(db);
  await sql`alter table users drop column preferred_template_old`.execute(db);
}
