import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

const BEFORE = ['register', 'login', 'email-change', 'notice'];
const AFTER = [...BEFORE, 'account-delete'];
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
  'user_id',
  'token_hash',
];

const purposeCheck = (purposes: readonly string[]) =>
  sql`purpose in (${sql.join(purposes.map((p) => sql.lit(p)))})`;

/** SQLite cannot change a check constraint in place: the table is copied into a new one. */
async function rebuildOnSqlite(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  await db.schema
    .createTable('otp_challenges_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('verified_at', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text')
    .addCheckConstraint('otp_challenges_purpose', purposeCheck(purposes))
    .execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  const kept = sql`where purpose in (${sql.join(purposes.map((p) => sql.lit(p)))})`;
  await sql`insert into otp_challenges_next (${columns}) select ${columns} from otp_challenges ${kept}`.execute(
    db,
  );
  await db.schema.dropTable('otp_challenges').execute();
  await db.schema.alterTable('otp_challenges_next').renameTo('otp_challenges').execute();
  await db.schema
    .createIndex('otp_challenges_email_purpose')
    .on('otp_challenges')
    .columns(['email', 'purpose', 'created_at'])
    .execute();
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

async function allow(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await rebuildOnSqlite(db, purposes);
    return;
  }
  await db.deleteFrom('otp_challenges').where('purpose', 'not in', purposes).execute();
  await db.schema.alterTable('otp_challenges').dropConstraint('otp_challenges_purpose').execute();
  await db.schema
    .alterTable('otp_challenges')
    .addCheckConstraint('otp_challenges_purpose', purposeCheck(purposes))
    .execute();
}

/**
 * Deleting an account (issue 15) is confirmed with a code e-mailed to its address: a new
 * purpose of one-time code, `account-delete`, tied to the account in `user_id`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await allow(db, AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await allow(db, BEFORE);
}
