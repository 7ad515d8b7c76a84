import type { Kysely } from 'kysely';

// Migrations see the database as it was when they were written, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The language a member reads in (one of the ten content languages): the e-mails sent to them
 * when they are not there to ask (a new follower, the daily digest) are written in it. Set at
 * registration and sign-in, and whenever a signed-in request asks for another content
 * language; existing members read English until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
