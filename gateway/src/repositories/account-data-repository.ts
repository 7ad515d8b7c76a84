import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

/** What a member's data export reads beside the other areas' own lists: names joined in. */
export function createAccountDataRepository(db: Kysely<Database>) {
  return {
    /** The members they follow, in the order they followed them. */
    following(userId: string) {
      return db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .select(['users.id', 'users.name'])
        .where('follows.follower_id', '=', userId)
        .orderBy('follows.created_at')
        .execute();
    },

    /** The members who follow them, in the order they followed. */
    followers(userId: string) {
      return db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select(['users.id', 'users.name'])
        .where('follows.followee_id', '=', userId)
        .orderBy('follows.created_at')
        .execute();
    },

    /** Their saved stories and news items with a title each, newest first. */
    saved(userId: string) {
      return db
        .selectFrom('saved_stories')
        .leftJoin('stories', 'stories.id', 'saved_stories.story_id')
        .leftJoin('news_items', 'news_items.id', 'saved_stories.news_item_id')
        .select([
          'saved_stories.item_id',
          'saved_stories.story_id',
          'saved_stories.saved_at',
          'stories.title as story_title',
          'news_items.title as item_title',
          'news_items.link as item_link',
        ])
        .where('saved_stories.user_id', '=', userId)
        .orderBy('saved_stories.saved_at', 'desc')
        .execute();
    },

    /** Their favourite authors with names, in the order added. */
    favorites(userId: string) {
      return db
        .selectFrom('favorite_authors')
        .innerJoin('users', 'users.id', 'favorite_authors.author_id')
        .select(['users.id', 'users.name', 'favorite_authors.added_at'])
        .where('favorite_authors.user_id', '=', userId)
        .orderBy('favorite_authors.added_at')
        .execute();
    },
  };
}
