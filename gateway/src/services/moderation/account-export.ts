import type { Kysely } from 'kysely';
import type { AccountExport } from '@voices/contracts';
import type { Database, UserRow } from '../../db/types';
import { createAccountDataRepository } from '../../repositories/account-data-repository';
import { createBlocksRepository } from '../../repositories/blocks-repository';
import { createDraftsRepository } from '../../repositories/drafts-repository';
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
 * absolute URLs on `origin`.
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
  const data = createAccountDataRepository(db);
  const [drafts, following, followers, saved, favorites, blocked, notifications, emailPreferences] =
    await Promise.all([
      createDraftsRepository(db).list(user.id),
      data.following(user.id),
      data.followers(user.id),
      data.saved(user.id),
      data.favorites(user.id),
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
    drafts: drafts.map((draft) => ({
      key: draft.key,
      updatedAt: draft.updatedAt,
      body: draft.fields,
    })),
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
