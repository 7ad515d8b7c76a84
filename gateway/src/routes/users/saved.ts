import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  FAVORITE_AUTHORS_MAX,
  FavoriteAuthorParams,
  FavoriteAuthorsResponse,
  MergeFavoritesBody,
  MergeSavedBody,
  SAVED_MESSAGES,
  SAVED_STORIES_MAX,
  SavedStoriesResponse,
  SavedStoryParams,
  type FavoriteAuthor,
  type SavedStory,
} from '@voices/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { uploadPath } from '../../mappers/user';
import { requireUser } from '../../plugins/auth';
import { createNewsHydrator } from '../../repositories/news/hydrate';
import { createSavedRepository } from '../../repositories/saved-repository';
import { createUsersRepository } from '../../repositories/users-repository';

const TAGS = ['saved'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/** A browser's date if it is a real instant not in the future; otherwise `now`. */
function pastInstant(value: string | undefined, now: Date): string {
  const ms = value ? Date.parse(value) : NaN;
  if (Number.isNaN(ms) || ms > now.getTime()) return now.toISOString();
  return new Date(ms).toISOString();
}

/**
 * The signed-in member's saved stories and favourite authors (issue 14). Every change answers
 * the whole list, so a client can put it straight in its cache.
 */
export const savedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const saved = createSavedRepository(fastify.db);
  const users = createUsersRepository(fastify.db);
  const news = createNewsHydrator(fastify.db);
  const now = () => fastify.auth.now();

  async function savedList(userId: string) {
    const refs = await saved.savedOf(userId);
    const articles = await news.hydrate(refs.map(({ id, kind }) => ({ id, kind })));
    const byId = new Map(articles.map((article) => [article.id, article]));
    const items: SavedStory[] = refs.flatMap((ref) => {
      const article = byId.get(ref.id);
      // A story a moderator hid stays saved but out of sight, unless it is the member's own.
      if (article?.moderationStatus === 'hidden' && article.authorId !== userId) return [];
      return article ? [{ id: ref.id, savedAt: ref.savedAt, article }] : [];
    });
    return { success: true as const, items };
  }

  async function favoriteList(userId: string) {
    const refs = await saved.favoritesOf(userId);
    const rows = await users.findByIds(refs.map((ref) => ref.authorId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const authors: FavoriteAuthor[] = refs.flatMap((ref) => {
      const row = byId.get(ref.authorId);
      if (!row) return [];
      const id = row.id;
      return [{ _id: id, id, name: row.name, photo: uploadPath(row.photo), addedAt: ref.addedAt }];
    });
    return { success: true as const, authors };
  }

  const storyIdOf = (value: string) => {
    if (!isId(value)) throw badRequest(SAVED_MESSAGES.invalidStoryId);
    return value.toLowerCase();
  };
  const authorIdOf = (value: string) => {
    if (!isId(value)) throw badRequest(SAVED_MESSAGES.invalidAuthorId);
    return value.toLowerCase();
  };

  fastify.get(
    '/users/me/saved',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "The bearer's saved stories",
        description:
          'Newest first, each with its article (a community story or a news item). A deleted story leaves every list.',
        security,
        response: { 200: SavedStoriesResponse, ...errors },
      },
    },
    async (request) => savedList(requireUser(request).id),
  );

  fastify.put(
    '/users/me/saved/:storyId',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Save a story',
        description: `Idempotent: saving a story already saved keeps its date. 404 for an unknown story; 409 past ${SAVED_STORIES_MAX} saved stories. Answers the whole list.`,
        security,
        params: SavedStoryParams,
        response: { 200: SavedStoriesResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const id = storyIdOf(request.params.storyId);
      const kind = (await saved.kindsOf([id])).get(id);
      if (!kind) throw notFound(SAVED_MESSAGES.storyNotFound);
      if (!(await saved.isSaved(me.id, id))) {
        if ((await saved.countSaved(me.id)) >= SAVED_STORIES_MAX) {
          throw conflict(SAVED_MESSAGES.savedFull);
        }
        await saved.save(me.id, [{ id, kind, savedAt: now().toISOString() }]);
      }
      return savedList(me.id);
    },
  );

  fastify.delete(
    '/users/me/saved/:storyId',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Remove a saved story',
        description:
          'Idempotent: removing a story not saved changes nothing. Answers the whole list.',
        security,
        params: SavedStoryParams,
        response: { 200: SavedStoriesResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await saved.unsave(me.id, storyIdOf(request.params.storyId));
      return savedList(me.id);
    },
  );

  fastify.delete(
    '/users/me/saved',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Remove every saved story',
        description: "The saved page's Clear All. Answers the (empty) list.",
        security,
        response: { 200: SavedStoriesResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await saved.clearSaved(me.id);
      return savedList(me.id);
    },
  );

  fastify.post(
    '/users/me/saved/merge',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Merge the browser's saved stories in (at sign-in)",
        description: `Adds the items not saved yet with the browser's dates; malformed and unknown ids are skipped, and so is whatever would pass ${SAVED_STORIES_MAX} (the browser's newest first). Answers the merged list.`,
        security,
        body: MergeSavedBody,
        response: { 200: SavedStoriesResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const at = now();
      const wanted = new Map<string, string>();
      for (const item of request.body.items) {
        if (!isId(item.id)) continue;
        const id = item.id.toLowerCase();
        if (!wanted.has(id)) wanted.set(id, pastInstant(item.savedAt, at));
      }
      const kinds = await saved.kindsOf([...wanted.keys()]);
      const already = new Set((await saved.savedOf(me.id)).map((ref) => ref.id));
      const fresh = [...wanted]
        .filter(([id]) => kinds.has(id) && !already.has(id))
        .map(([id, savedAt]) => ({ id, kind: kinds.get(id)!, savedAt }))
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
        .slice(0, Math.max(0, SAVED_STORIES_MAX - already.size));
      await saved.save(me.id, fresh);
      return savedList(me.id);
    },
  );

  fastify.get(
    '/users/me/favorites',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "The bearer's favourite authors",
        description: 'In the order they were added. A deleted account leaves every list.',
        security,
        response: { 200: FavoriteAuthorsResponse, ...errors },
      },
    },
    async (request) => favoriteList(requireUser(request).id),
  );

  fastify.put(
    '/users/me/favorites/:authorId',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Mark an author as favourite',
        description: `Idempotent. 404 for an unknown author; 409 past ${FAVORITE_AUTHORS_MAX} favourites. Answers the whole list.`,
        security,
        params: FavoriteAuthorParams,
        response: { 200: FavoriteAuthorsResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const id = authorIdOf(request.params.authorId);
      if (!(await users.findById(id))) throw notFound(SAVED_MESSAGES.authorNotFound);
      if (!(await saved.isFavorite(me.id, id))) {
        if ((await saved.countFavorites(me.id)) >= FAVORITE_AUTHORS_MAX) {
          throw conflict(SAVED_MESSAGES.favoritesFull);
        }
        await saved.addFavorites(me.id, [{ id, addedAt: now().toISOString() }]);
      }
      return favoriteList(me.id);
    },
  );

  fastify.delete(
    '/users/me/favorites/:authorId',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Remove a favourite author',
        description: 'Idempotent. Answers the whole list.',
        security,
        params: FavoriteAuthorParams,
        response: { 200: FavoriteAuthorsResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await saved.removeFavorite(me.id, authorIdOf(request.params.authorId));
      return favoriteList(me.id);
    },
  );

  fastify.post(
    '/users/me/favorites/merge',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Merge the browser's favourite authors in (at sign-in)",
        description: `Adds the authors not there yet, after the ones already there and in the browser's order; malformed and unknown ids are skipped, and so is whatever would pass ${FAVORITE_AUTHORS_MAX}. Answers the merged list.`,
        security,
        body: MergeFavoritesBody,
        response: { 200: FavoriteAuthorsResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const wanted = [
        ...new Set(request.body.ids.filter((id) => isId(id)).map((id) => id.toLowerCase())),
      ];
      const already = new Set((await saved.favoritesOf(me.id)).map((ref) => ref.authorId));
      const known = new Set((await users.findByIds(wanted)).map((row) => row.id));
      const ids = wanted
        .filter((id) => known.has(id) && !already.has(id))
        .slice(0, Math.max(0, FAVORITE_AUTHORS_MAX - already.size));
      // A millisecond apart and none in the future, so the browser's order survives the sort.
      const end = now().getTime();
      await saved.addFavorites(
        me.id,
        ids.map((id, i) => ({ id, addedAt: new Date(end - (ids.length - 1 - i)).toISOString() })),
      );
      return favoriteList(me.id);
    },
  );
};
