import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';

/**
 * Who is a moderator. MODERATOR_EMAILS grants the role (role_source 'list') at every start and
 * every sign-in, and takes it back from an address that left the list; the admin command grants
 * it for good (role_source 'command'): only the command's `remove` takes that back.
 */

/** At start: grants the role to every listed member and revokes it from those the list dropped. */
export async function applyModeratorList(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<{ granted: number; revoked: number }> {
  let granted = 0;
  if (emails.length > 0) {
    const members = await db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', [...emails])
      .where('role', '<>', 'moderator')
      .execute();
    if (members.length > 0) {
      await db
        .updateTable('users')
        .set({ role: 'moderator', role_source: 'list' })
        .where(
          'id',
          'in',
          members.map((row) => row.id),
        )
        .execute();
    }
    granted = members.length;
  }
  // Read first: a start with nothing to change writes nothing.
  let dropped = db.selectFrom('users').select('id').where('role_source', '=', 'list');
  if (emails.length > 0) dropped = dropped.where('email', 'not in', [...emails]);
  const ids = (await dropped.execute()).map((row) => row.id);
  if (ids.length > 0) {
    await db
      .updateTable('users')
      .set({ role: 'member', role_source: null })
      .where('id', 'in', ids)
      .execute();
  }
  return { granted, revoked: ids.length };
}

/** At sign-in: the member's row with the list applied to them alone. */
export async function syncModeratorRole(
  db: Kysely<Database>,
  user: UserRow,
  emails: readonly string[],
): Promise<UserRow> {
  const listed = emails.includes(user.email);
  let change: Pick<UserRow, 'role' | 'role_source'> | null = null;
  if (listed && user.role !== 'moderator') change = { role: 'moderator', role_source: 'list' };
  if (!listed && user.role_source === 'list') change = { role: 'member', role_source: null };
  if (!change) return user;
  await db.updateTable('users').set(change).where('id', '=', user.id).execute();
  return { ...user, ...change };
}

/** The admin command: answers the member's row before the change, or undefined when unknown. */
export async function setModeratorByCommand(
  db: Kysely<Database>,
  email: string,
  moderator: boolean,
): Promise<UserRow | undefined> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) return undefined;
  await db
    .updateTable('users')
    .set(
      moderator
        ? { role: 'moderator', role_source: 'command' }
        : { role: 'member', role_source: null },
    )
    .where('id', '=', user.id)
    .execute();
  return user;
}
