import { http, HttpResponse } from 'msw';
import type {
  FavoriteAuthorsResponse,
  MergeFavoritesBody,
  MergeSavedBody,
  NewsArticle,
  SavedStoriesResponse,
} from '@voices/contracts';
import {
  FAVORITE_AUTHORS_MAX,
  SAVED_MESSAGES,
  SAVED_STORIES_MAX,
  isObjectId,
} from '@voices/contracts/constants';
import { db, type StoredUser } from '../db';
import { API, bearer, fail, unauthorized } from './common';

const article = (id: string): NewsArticle | undefined =>
  db.stories.find((story) => story.id === id) ?? db.news.find((item) => item.id === id);

function savedList(viewer: StoredUser): Response {
  const items = db.saved
    .filter((entry) => entry.userId === viewer.id)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
    .flatMap((entry) => {
      const found = article(entry.id);
      return found ? [{ id: entry.id, savedAt: entry.savedAt, article: found }] : [];
    });
  return HttpResponse.json<SavedStoriesResponse>({ success: true, items });
}

function favoriteList(viewer: StoredUser): Response {
  const authors = db.favorites
    .filter((entry) => entry.userId === viewer.id)
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
    .flatMap((entry) => {
      const user = db.users.find((u) => u.id === entry.authorId);
      return user
        ? [
            {
              _id: user.id,
              id: user.id,
              name: user.name,
              photo: user.photo,
              addedAt: entry.addedAt,
            },
          ]
        : [];
    });
  return HttpResponse.json<FavoriteAuthorsResponse>({ success: true, authors });
}

const savedCount = (viewer: StoredUser) => db.saved.filter((e) => e.userId === viewer.id).length;
const isSaved = (viewer: StoredUser, id: string) =>
  db.saved.some((e) => e.userId === viewer.id && e.id === id);
const favoriteCount = (viewer: StoredUser) =>
  db.favorites.filter((e) => e.userId === viewer.id).length;
const isFavorite = (viewer: StoredUser, id: string) =>
  db.favorites.some((e) => e.userId === viewer.id && e.authorId === id);

/** The gateway's saved-stories and favourite-authors calls, over the in-memory store. */
export const savedHandlers = [
  http.get(`${API}/users/me/saved`, ({ request }) => {
    const viewer = bearer(request);
    return viewer ? savedList(viewer) : unauthorized();
  }),
  http.delete(`${API}/users/me/saved`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    db.saved = db.saved.filter((entry) => entry.userId !== viewer.id);
    return savedList(viewer);
  }),
  http.post(`${API}/users/me/saved/merge`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const { items } = (await request.json()) as MergeSavedBody;
    const now = new Date().toISOString();
    for (const item of items) {
      if (!isObjectId(item.id) || !article(item.id) || isSaved(viewer, item.id)) continue;
      if (savedCount(viewer) >= SAVED_STORIES_MAX) break;
      const savedAt = item.savedAt && item.savedAt < now ? item.savedAt : now;
      db.saved.push({ userId: viewer.id, id: item.id, savedAt });
    }
    return savedList(viewer);
  }),
  http.put(`${API}/users/me/saved/:storyId`, ({ request, params }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const id = String(params.storyId);
    if (!isObjectId(id)) return fail(400, SAVED_MESSAGES.invalidStoryId);
    if (!article(id)) return fail(404, SAVED_MESSAGES.storyNotFound);
    if (!isSaved(viewer, id)) {
      if (savedCount(viewer) >= SAVED_STORIES_MAX) return fail(409, SAVED_MESSAGES.savedFull);
      db.saved.push({ userId: viewer.id, id, savedAt: new Date().toISOString() });
    }
    return savedList(viewer);
  }),
  http.delete(`${API}/users/me/saved/:storyId`, ({ request, params }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    db.saved = db.saved.filter((e) => !(e.userId === viewer.id && e.id === params.storyId));
    return savedList(viewer);
  }),
  http.get(`${API}/users/me/favorites`, ({ request }) => {
    const viewer = bearer(request);
    return viewer ? favoriteList(viewer) : unauthorized();
  }),
  http.post(`${API}/users/me/favorites/merge`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const { ids } = (await request.json()) as MergeFavoritesBody;
    for (const id of ids) {
      if (!db.users.some((u) => u.id === id) || isFavorite(viewer, id)) continue;
      if (favoriteCount(viewer) >= FAVORITE_AUTHORS_MAX) break;
      db.favorites.push({ userId: viewer.id, authorId: id, addedAt: new Date().toISOString() });
    }
    return favoriteList(viewer);
  }),
  http.put(`${API}/users/me/favorites/:authorId`, ({ request, params }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const id = String(params.authorId);
    if (!isObjectId(id)) return fail(400, SAVED_MESSAGES.invalidAuthorId);
    if (!db.users.some((u) => u.id === id)) return fail(404, SAVED_MESSAGES.authorNotFound);
    if (!isFavorite(viewer, id)) {
      if (favoriteCount(viewer) >= FAVORITE_AUTHORS_MAX) {
        return fail(409, SAVED_MESSAGES.favoritesFull);
      }
      db.favorites.push({ userId: viewer.id, authorId: id, addedAt: new Date().toISOString() });
    }
    return favoriteList(viewer);
  }),
  http.delete(`${API}/users/me/favorites/:authorId`, ({ request, params }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    db.favorites = db.favorites.filter(
      (e) => !(e.userId === viewer.id && e.authorId === params.authorId),
    );
    return favoriteList(viewer);
  }),
];
