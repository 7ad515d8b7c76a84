import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface FollowCounts {
  followersCount: number;
  followingCount: number;
}

/** Recent stories looked at to find whom to suggest: enough for 4 authors on any real site. */
const SUGGESTION_WINDOW = 500;

/** Who follows whom: one row per pair, never a user and themself (a check constraint holds it). */
export function createFollowsRepository(db: Kysely<Database>) {
  return {
    /** Adds the follow; false when it was already there. */
    async follow(followerId: string, followeeId: string, at: Date): Promise<boolean> {
      const result = await db
        .insertInto('follows')
        .values({ follower_id: followerId, followee_id: followeeId, created_at: at.toISOString() })
        .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes the follow; false when there was none. */
    async unfollow(followerId: string, followeeId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('follows')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      const row = await db
        .selectFrom('follows')
        .select('follower_id')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async counts(userId: string): Promise<FollowCounts> {
      const [followers, following] = await Promise.all([
        db
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('followee_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('follower_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return {
        followersCount: Number(followers?.n ?? 0),
        followingCount: Number(following?.n ?? 0),
      };
    },

    /** Follower and following counts of many users at once (users with none are left out). */
    async countsOf(userIds: readonly string[]): Promise<Map<string, FollowCounts>> {
      const counts = new Map<string, FollowCounts>();
      if (userIds.length === 0) return counts;
      const [followers, following] = await Promise.all([
        db
          .selectFrom('follows')
          .select(['followee_id as id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('followee_id', 'in', userIds)
          .groupBy('followee_id')
          .execute(),
        db
          .selectFrom('follows')
          .select(['follower_id as id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('follower_id', 'in', userIds)
          .groupBy('follower_id')
          .execute(),
      ]);
      const entry = (id: string) => {
        let found = counts.get(id);
        if (!found) {
          found = { followersCount: 0, followingCount: 0 };
          counts.set(id, found);
        }
        return found;
      };
      for (const row of followers) entry(row.id).followersCount = Number(row.n);
      for (const row of following) entry(row.id).followingCount = Number(row.n);
      return counts;
    },

    /**
     * Whom to suggest to `userId`: not themself and nobody they follow; authors of the latest
     * stories first (most recent publication first), then the newest accounts.
     */
    async suggestions(userId: string, limit: number): Promise<string[]> {
      const followed = db
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', userId);
      const recent = db
        .selectFrom('stories')
        .select(['author_id', 'created_at'])
        .where('hidden_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(SUGGESTION_WINDOW)
        .as('recent');
      const authors = await db
        .selectFrom(recent)
        .select(['recent.author_id as id', (eb) => eb.fn.max('recent.created_at').as('last')])
        .where('recent.author_id', '!=', userId)
        .where('recent.author_id', 'not in', followed)
        .groupBy('recent.author_id')
        .orderBy('last', 'desc')
        .orderBy('recent.author_id', 'desc')
        .limit(limit)
        .execute();
      const ids = authors.map((row) => row.id);
      if (ids.length >= limit) return ids;

      let others = db
        .selectFrom('users')
        .select('id')
        .where('id', '!=', userId)
        .where('id', 'not in', followed);
      if (ids.length > 0) others = others.where('id', 'not in', ids);
      const rest = await others
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit - ids.length)
        .execute();
      return [...ids, ...rest.map((row) => row.id)];
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
