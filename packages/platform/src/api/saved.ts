import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  FavoriteAuthor,
  FavoriteAuthorsResponse,
  SavedStoriesResponse,
  SavedStory,
} from '@voices/contracts';
import {
  favoriteAuthors,
  useFavoriteAuthors,
  type FavoriteAuthorInput,
  cardImage,
  savedNews,
  useSavedNews,
  type SavedContributionInput,
  sessionStore,
  useSession,
  storage,
  queryKeys,
} from '@voices/platform';
import { queryClient as pageClient } from '@voices/platform/query';
import type { SavedContribution } from '../types';
import { del, get, post, put, segment, type CallOptions } from './request';

// Saved stories and favourite authors of a signed-in member live on the server; the browser's
// lists (saved_contributions, favorite_authors, favorite_authors_info) mirror them, so pages
// read one place and a member offline still reads what they saved. A visitor has only the
// browser's lists. At sign-in the browser's lists are merged into the member's, once.

/** The member whose browser lists still wait to be merged (set at sign-in, cleared after). */
export const SAVED_MERGE_PENDING_KEY = 'voices:saved-merge-pending';
export const FAVORITES_MERGE_PENDING_KEY = 'voices:favorites-merge-pending';
/**
 * The member whose lists the browser's last mirrored. Another member signing in on this browser
 * does not get them merged into theirs: they are replaced by that member's own.
 */
export const SAVED_LISTS_OWNER_KEY = 'voices:saved-lists-owner';

/** `GET /users/me/saved` (bearer): newest first, each with its article. */
export async function getSavedStories({ signal }: CallOptions = {}): Promise<SavedStory[]> {
  return (await get<SavedStoriesResponse>('users/me/saved', { signal })).items;
}

/** `PUT /users/me/saved/{id}` (bearer): idempotent; answers the whole list. */
export async function putSavedStory(id: string): Promise<SavedStory[]> {
  return (await put<SavedStoriesResponse>(`users/me/saved/${segment(id)}`)).items;
}

/** `DELETE /users/me/saved/{id}` (bearer): answers the whole list. */
export async function deleteSavedStory(id: string): Promise<SavedStory[]> {
  return (await del<SavedStoriesResponse>(`users/me/saved/${segment(id)}`)).items;
}

/** `DELETE /users/me/saved` (bearer): empties the list. */
export async function clearSavedStories(): Promise<SavedStory[]> {
  return (await del<SavedStoriesResponse>('users/me/saved')).items;
}

/** `POST /users/me/saved/merge` (bearer): adds the browser's list; unknown ids are skipped. */
export async function mergeSavedStories(
  entries: readonly SavedContribution[],
): Promise<SavedStory[]> {
  const items = entries.map((entry) => ({
    id: entry._id,
    ...(entry.savedAt ? { savedAt: entry.savedAt } : {}),
  }));
  return (await post<SavedStoriesResponse>('users/me/saved/merge', { json: { items } })).items;
}

/** `GET /users/me/favorites` (bearer): in the order they were added. */
export async function getFavoriteAuthors({ signal }: CallOptions = {}): Promise<FavoriteAuthor[]> {
  return (await get<FavoriteAuthorsResponse>('users/me/favorites', { signal })).authors;
}

export async function putFavoriteAuthor(id: string): Promise<FavoriteAuthor[]> {
  return (await put<FavoriteAuthorsResponse>(`users/me/favorites/${segment(id)}`)).authors;
}

export async function deleteFavoriteAuthor(id: string): Promise<FavoriteAuthor[]> {
  return (await del<FavoriteAuthorsResponse>(`users/me/favorites/${segment(id)}`)).authors;
}

/** `POST /users/me/favorites/merge` (bearer): adds the browser's favourites, in their order. */
export async function mergeFavoriteAuthors(ids: readonly string[]): Promise<FavoriteAuthor[]> {
  return (await post<FavoriteAuthorsResponse>('users/me/favorites/merge', { json: { ids } }))
    .authors;
}

/** A saved item as the browser keeps it, from the server's copy. */
export function toSavedContribution({ id, savedAt, article }: SavedStory): SavedContribution {
  const image = cardImage(article);
  const author = article.author ?? article.creator ?? article.source_name;
  return {
    _id: id,
    title: article.title,
    content: article.description || article.content,
    ...(author ? { author } : {}),
    ...(article.authorId ? { authorId: article.authorId } : {}),
    ...(article.category ? { category: article.category } : {}),
    submittedAt: article.submittedAt ?? article.pubDate,
    ...(image ? { image } : {}),
    savedAt,
  };
}

function mirrorSaved(userId: string, items: readonly SavedStory[]): void {
  storage.set(SAVED_LISTS_OWNER_KEY, userId);
  savedNews.replace(items.map(toSavedContribution));
}

function mirrorFavorites(userId: string, authors: readonly FavoriteAuthor[]): void {
  storage.set(SAVED_LISTS_OWNER_KEY, userId);
  favoriteAuthors.replace(
    authors.map((author) => ({
      _id: author.id,
      name: author.name,
      ...(author.photo ? { photo: author.photo } : {}),
    })),
  );
}

const signedInId = () => {
  const { user, token } = sessionStore.getState();
  return user && token ? user.id : null;
};

/** The member's saved list; the first read after sign-in merges the browser's list in. */
async function readSaved(userId: string, signal?: AbortSignal): Promise<SavedStory[]> {
  const merging = storage.get(SAVED_MERGE_PENDING_KEY) === userId;
  const items = merging
    ? await mergeSavedStories(savedNews.list())
    : await getSavedStories({ signal });
  if (merging) storage.remove(SAVED_MERGE_PENDING_KEY);
  mirrorSaved(userId, items);
  return items;
}

async function readFavorites(userId: string, signal?: AbortSignal): Promise<FavoriteAuthor[]> {
  const merging = storage.get(FAVORITES_MERGE_PENDING_KEY) === userId;
  const authors = merging
    ? await mergeFavoriteAuthors(favoriteAuthors.ids())
    : await getFavoriteAuthors({ signal });
  if (merging) storage.remove(FAVORITES_MERGE_PENDING_KEY);
  mirrorFavorites(userId, authors);
  return authors;
}

export const savedQueries = {
  stories: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.saved.stories(userId),
      queryFn: ({ signal }) => readSaved(userId, signal),
    }),
  favorites: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.saved.favorites(userId),
      queryFn: ({ signal }) => readFavorites(userId, signal),
    }),
};

/**
 * Marks a sign-in: the browser's lists are merged into the member's at the next read (unless
 * they are another member's), and the lists are read now for whichever remote shows them.
 * Signing out leaves the browser's lists as they are.
 */
export function startSavedSync(client: QueryClient = pageClient): () => void {
  return sessionStore.subscribe((state, previous) => {
    const id = state.user && state.token ? state.user.id : null;
    const before = previous.user && previous.token ? previous.user.id : null;
    if (!id || id === before) return;
    const owner = storage.get(SAVED_LISTS_OWNER_KEY);
    if (!owner || owner === id) {
      storage.set(SAVED_MERGE_PENDING_KEY, id);
      storage.set(FAVORITES_MERGE_PENDING_KEY, id);
    }
    void client.invalidateQueries({ queryKey: queryKeys.saved.all });
  });
}

startSavedSync();

/**
 * Saves a story: in this browser at once and, for a member, on the server too. A refusal of
 * the server (offline, the cap) takes the browser's copy back and throws.
 */
export async function saveStory(
  input: SavedContributionInput,
  client: QueryClient = pageClient,
): Promise<'added' | 'exists'> {
  const result = savedNews.add(input);
  const userId = signedInId();
  if (!userId) return result;
  const id = input._id ?? input.id ?? '';
  try {
    const items = await putSavedStory(id);
    client.setQueryData(queryKeys.saved.stories(userId), items);
    mirrorSaved(userId, items);
  } catch (error) {
    if (result === 'added') savedNews.remove(id);
    throw error;
  }
  return result;
}

/** Removes a saved story here and, for a member, on the server. */
export async function removeSavedStory(
  id: string,
  client: QueryClient = pageClient,
): Promise<void> {
  const userId = signedInId();
  if (userId) {
    const items = await deleteSavedStory(id);
    client.setQueryData(queryKeys.saved.stories(userId), items);
    mirrorSaved(userId, items);
  }
  savedNews.remove(id);
}

/** Empties the saved list here and, for a member, on the server. */
export async function clearSaved(client: QueryClient = pageClient): Promise<void> {
  const userId = signedInId();
  if (userId) {
    const items = await clearSavedStories();
    client.setQueryData(queryKeys.saved.stories(userId), items);
  }
  savedNews.clear();
}

/** Adds or removes a favourite author here and, for a member, on the server; says which. */
export async function toggleFavoriteAuthor(
  author: FavoriteAuthorInput,
  client: QueryClient = pageClient,
): Promise<'added' | 'removed'> {
  const id = author._id ?? author.id;
  if (!id) throw new Error('Invalid user ID');
  const wasFavorite = favoriteAuthors.isFavorite(id);
  const before = favoriteAuthors.info()[id];
  const result = favoriteAuthors.toggle(author);
  const userId = signedInId();
  if (!userId) return result;
  try {
    const authors =
      result === 'added' ? await putFavoriteAuthor(id) : await deleteFavoriteAuthor(id);
    client.setQueryData(queryKeys.saved.favorites(userId), authors);
    mirrorFavorites(userId, authors);
  } catch (error) {
    if (wasFavorite) favoriteAuthors.add(before ?? { _id: id });
    else favoriteAuthors.remove(id);
    throw error;
  }
  return result;
}

/**
 * The saved stories to show: the browser's list, which for a member mirrors the server's
 * (read here, so a second browser gets them; offline, the last copy stays).
 */
export function useSavedStories() {
  const userId = useSession((state) => (state.user && state.token ? state.user.id : null));
  const query = useQuery({ ...savedQueries.stories(userId ?? ''), enabled: userId !== null });
  return { items: useSavedNews(), query };
}

/** The favourite authors to show, mirrored from the server for a member. */
export function useFavoriteAuthorList() {
  const userId = useSession((state) => (state.user && state.token ? state.user.id : null));
  const query = useQuery({ ...savedQueries.favorites(userId ?? ''), enabled: userId !== null });
  return { ...useFavoriteAuthors(), query };
}

export function useSaveStory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (input: SavedContributionInput) => saveStory(input, client) });
}

export function useRemoveSavedStory() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => removeSavedStory(id, client) });
}

export function useClearSaved() {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => clearSaved(client) });
}

export function useToggleFavoriteAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (author: FavoriteAuthorInput) => toggleFavoriteAuthor(author, client),
  });
}
