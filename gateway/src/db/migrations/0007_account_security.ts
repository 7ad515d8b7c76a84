import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

const BEFORE = ['register', 'login'];
const AFTER = ['register', 'login', 'email-change', 'notice'];
const COLUMNS = [
  'id',
  'email',
  'purpose',
  'code_hash',
  'attempts',
  'created_at',
  'expires_at',
  'consumed_at',
  'verified_at',
];

const purposeCheck = (purposes: readonly string[]) =>
  sql`purpose in (${sql.join(purposes.map((p) => sql.lit(p)))})`;

/** otp_challenges as it is after (`next`) or before this migration, under another name. */
async function createChallenges(db: Kysely<any>, table: string, next: boolean): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('verified_at', 'text');
  if (next) {
    builder = builder
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text');
  }
  await builder
    .addCheckConstraint('otp_challenges_purpose', purposeCheck(next ? AFTER : BEFORE))
    .execute();
}

/** The indexes on the columns this migration adds. */
async function createNewIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('otp_challenges_user_purpose')
    .on('otp_challenges')
    .columns(['user_id', 'purpose', 'created_at'])
    .execute();
  await db.schema
    .createIndex('otp_challenges_token_hash')
    .on('otp_challenges')
    .column('token_hash')
    .unique()
    .execute();
}

async function createIndexes(db: Kysely<any>, next: boolean): Promise<void> {
  await db.schema
    .createIndex('otp_challenges_email_purpose')
    .on('otp_challenges')
    .columns(['email', 'purpose', 'created_at'])
    .execute();
  if (next) await createNewIndexes(db);
}

/** SQLite cannot change a check constraint in place: the table is copied into a new one. */
async function rebuildOnSqlite(db: Kysely<any>, next: boolean): Promise<void> {
  await createChallenges(db, 'otp_challenges_next', next);
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  const kept = next ? sql`` : sql`where purpose in (${sql.join(BEFORE.map((p) => sql.lit(p)))})`;
  await sql`insert into otp_challenges_next (${columns}) select ${columns} from otp_challenges ${kept}`.execute(
    db,
  );
  await db.schema.dropTable('otp_challenges').execute();
  await db.schema.alterTable('otp_challenges_next').renameTo('otp_challenges').execute();
  await createIndexes(db, next);
}

/**
 * Account security: codes that confirm a new e-mail address (`email-change`, tied to the account
 * in `user_id`), notices e-mailed without a code (`notice`, so that the per-address limits count
 * them too), and the hash of the token a verified registration answers (`token_hash`), which
 * `/complete` must present.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await rebuildOnSqlite(db, true);
    return;
  }
  await db.schema
    .alterTable('otp_challenges')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('otp_challenges').addColumn('token_hash', 'text').execute();
  await db.schema.alterTable('otp_challenges').dropConstraint('otp_challenges_purpose').execute();
  await db.schema
    .alterTable('otp_challenges')
    .addCheckConstraint('otp_challenges_purpose', purposeCheck(AFTER))
    .execute();
  await createNewIndexes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await rebuildOnSqlite(db, false);
    return;
  }
  await db.deleteFrom('otp_challenges').where('purpose', 'not in', BEFORE).execute();
  await db.schema.dropIndex('otp_challenges_token_hash').execute();
  await db.schema.dropIndex('otp_challenges_user_purpose').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('token_hash').execute();
  await db.schema.alterTable('otp_challenges').dropColumn('user_id').execute();
  await db.schema.alterTable('otp_challenges').dropConstraint('otp_challenges_purpose').execute();
  await db.schema
    .alterTable('otp_challenges')
    .addCheckConstraint('otp_challenges_purpose', purposeCheck(BEFORE))
    .execute();
}
