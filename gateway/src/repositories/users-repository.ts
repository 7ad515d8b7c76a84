import type { Kysely } from 'kysely';
import type { User } from '@voices/contracts';
import type { Database, NewUser, UserRow, UserUpdate } from '../db/types';
import { userView } from '../mappers/user';

export { uploadPath } from '../mappers/user';

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** `email` must already be normalized (trimmed, lower case). */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /** Throws the database's unique violation when the address is taken (see isUniqueViolation). */
    async create(user: NewUser): Promise<UserRow> {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },

    /** The user as the API answers it, with the ids of followers and followed users. */
    async toView(row: UserRow): Promise<User> {
      const [followers, following] = await Promise.all([
        db
          .selectFrom('follows')
          .select('follower_id as id')
          .where('followee_id', '=', row.id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('follows')
          .select('followee_id as id')
          .where('follower_id', '=', row.id)
          .orderBy('created_at')
          .execute(),
      ]);
      return userView(
        row,
        followers.map((f) => f.id),
        following.map((f) => f.id),
      );
    },

    /** The users of these ids that exist, in no particular order. */
    async findByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
    },

    /** Writes the given profile fields (and updated_at); undefined when the user is gone. */
    async updateProfile(
      id: string,
      changes: Pick<UserUpdate, 'name' | 'email' | 'bio' | 'photo'>,
      at: Date,
    ): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...changes, updated_at: at.toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Records the language the member reads in; answers whether the row changed. */
    async setLanguage(id: string, language: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ language })
        .where('id', '=', id)
        .where('language', '!=', language)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The author's stories; those a moderator hid only when `includeHidden` (author, moderators). */
    async countStories(authorId: string, { includeHidden = false } = {}): Promise<number> {
      const row = await db
        .selectFrom('stories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('author_id', '=', authorId)
        .$if(!includeHidden, (qb) => qb.where('hidden_at', 'is', null))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
