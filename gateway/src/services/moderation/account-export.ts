import type { Kysely } from 'kysely';
import type { AccountExport } from '@voices/contracts';
import type { Database, UserRow } from '../../db/types';
import { createBlocksRepository } from '../../repositories/blocks-repository';
import { createEmailPreferencesRepository } from '../../repositories/email-preferences-repository';
import { createNotificationsRepository } from '../../repositories/notifications-repository';
import { createStoriesRepository } from '../../repositories/stories-repository';
import type { Engine } from '../../repositories/news/types';
import { sitePaths } from '../share/page-heads';

/** More than any member writes; the export is not paged. */
const ALL = 1_000_000;

const uploadUrl = (origin: string, name: string) =>
  /^https?:\/\//i.test(name) ? name : `${origin}/uploads/${encodeURIComponent(name)}`;

/**
 * Everything a member put in or received (`GET /api/users/me/export`), image references as
 * absolute URLs on `origin`. E-mail settings belong to another area: an empty object here until
 * it fills them in.
 */
export async function accountExport(
  db: Kysely<Database>,
  engine: Engine,
  user: UserRow,
  origin: string,
  at: Date,
): Promise<AccountExport> {
  const stories = await createStoriesRepository(db).list({
    authorId: user.id,
    limit: ALL,
    viewer: { id: user.id, moderator: false },
  });
  const [drafts, following, followers, saved, favorites, blocked, notifications, emailPreferences] =
    await Promise.all([
      db
        .selectFrom('drafts')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('updated_at', 'desc')
        .execute(),
      db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .select(['users.id', 'users.name'])
        .where('follows.follower_id', '=', user.id)
        .orderBy('follows.created_at')
        .execute(),
      db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select(['users.id', 'users.name'])
        .where('follows.followee_id', '=', user.id)
        .orderBy('follows.created_at')
        .execute(),
      db
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
        .where('saved_stories.user_id', '=', user.id)
        .orderBy('saved_stories.saved_at', 'desc')
        .execute(),
      db
        .selectFrom('favorite_authors')
        .innerJoin('users', 'users.id', 'favorite_authors.author_id')
        .select(['users.id', 'users.name', 'favorite_authors.added_at'])
        .where('favorite_authors.user_id', '=', user.id)
        .orderBy('favorite_authors.added_at')
        .execute(),
      createBlocksRepository(db).listOf(user.id),
      createNotificationsRepository(db, engine).list(user.id, { limit: ALL }),
      createEmailPreferencesRepository(db).get(user.id),
    ]);

  return {
    format: 'voices-export/1',
    exportedAt: at.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      bio: user.bio,
      photo: user.photo ? uploadUrl(origin, user.photo) : null,
      preferredTemplate: user.preferred_template,
      createdAt: user.created_at,
    },
    stories: stories.map((story) => ({
      ...story,
      imageUrls: story.media.map((name) => uploadUrl(origin, name)),
    })),
    drafts: drafts.map((draft) => {
      let body: unknown;
      try {
        body = JSON.parse(draft.body);
      } catch {
        body = draft.body;
      }
      return { key: draft.key, updatedAt: draft.updated_at, body };
    }),
    following,
    followers,
    saved: saved.map((row) => ({
      id: row.item_id,
      title: row.story_title ?? row.item_title ?? '',
      url: row.story_id ? `${origin}${sitePaths.story(row.item_id)}` : (row.item_link ?? ''),
      savedAt: row.saved_at,
    })),
    favorites: favorites.map((row) => ({ id: row.id, name: row.name, addedAt: row.added_at })),
    blocked: blocked.map((row) => ({ id: row.id, name: row.name, blockedAt: row.created_at })),
    notifications: notifications.notifications as unknown as Record<string, unknown>[],
    emailPreferences,
  };
}
