import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, ObjectId } from './common';
import { NewsArticle } from './news';
import { FAVORITE_AUTHORS_MAX, SAVED_STORIES_MAX } from './constants/saved';

// Saved stories and favourite authors of the signed-in member (issue 14): the server's copy of
// what the browser keeps under saved_contributions, favorite_authors and favorite_authors_info.

/** Path of the saved-story calls; any text, so that a malformed id answers 'Invalid story ID'. */
export const SavedStoryParams = Type.Object({
  storyId: Type.String({ description: 'A story or news item id, 24 hexadecimal characters' }),
});
export type SavedStoryParams = Static<typeof SavedStoryParams>;

/** One saved item: a community story or a news item, with what a card needs to show it. */
export const SavedStory = Type.Object(
  { id: ObjectId, savedAt: IsoDateTime, article: NewsArticle },
  { title: 'SavedStory' },
);
export type SavedStory = Static<typeof SavedStory>;

/** `GET /users/me/saved` and the answer of every change to it: the whole list, newest first. */
export const SavedStoriesResponse = Type.Object(
  {
    success: Type.Literal(true),
    items: Type.Array(SavedStory, { maxItems: SAVED_STORIES_MAX }),
  },
  { title: 'SavedStoriesResponse' },
);
export type SavedStoriesResponse = Static<typeof SavedStoriesResponse>;

/**
 * `POST /users/me/saved/merge`: the browser's saved list, sent once at sign-in. Unknown or
 * malformed ids are skipped; `savedAt` keeps the browser's order (a missing or future one
 * counts as now).
 */
export const MergeSavedBody = Type.Object(
  {
    items: Type.Array(Type.Object({ id: Type.String(), savedAt: Type.Optional(Type.String()) }), {
      maxItems: SAVED_STORIES_MAX,
    }),
  },
  { title: 'MergeSavedBody' },
);
export type MergeSavedBody = Static<typeof MergeSavedBody>;

/** Path of the favourite-author calls; any text, so that a malformed id answers 'Invalid author ID'. */
export const FavoriteAuthorParams = Type.Object({
  authorId: Type.String({ description: '24 hexadecimal characters' }),
});
export type FavoriteAuthorParams = Static<typeof FavoriteAuthorParams>;

/** A favourite author as the browser keeps it (favorite_authors_info), and since when. */
export const FavoriteAuthor = Type.Object(
  {
    _id: ObjectId,
    id: ObjectId,
    name: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
    addedAt: IsoDateTime,
  },
  { title: 'FavoriteAuthor' },
);
export type FavoriteAuthor = Static<typeof FavoriteAuthor>;

/** `GET /users/me/favorites` and the answer of every change: in the order they were added. */
export const FavoriteAuthorsResponse = Type.Object(
  {
    success: Type.Literal(true),
    authors: Type.Array(FavoriteAuthor, { maxItems: FAVORITE_AUTHORS_MAX }),
  },
  { title: 'FavoriteAuthorsResponse' },
);
export type FavoriteAuthorsResponse = Static<typeof FavoriteAuthorsResponse>;

/** `POST /users/me/favorites/merge`: the browser's favourites, in the order they were added. */
export const MergeFavoritesBody = Type.Object(
  { ids: Type.Array(Type.String(), { maxItems: FAVORITE_AUTHORS_MAX }) },
  { title: 'MergeFavoritesBody' },
);
export type MergeFavoritesBody = Static<typeof MergeFavoritesBody>;
