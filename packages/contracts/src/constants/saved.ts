/** Most stories a member keeps saved on the server; a save past it answers 409. */
export const SAVED_STORIES_MAX = 1000;
/** Most favourite authors a member keeps on the server; a favourite past it answers 409. */
export const FAVORITE_AUTHORS_MAX = 500;

/** The messages the saved-stories and favourite-authors calls answer, word for word. */
export const SAVED_MESSAGES = {
  invalidStoryId: 'Invalid story ID',
  storyNotFound: 'Story not found',
  savedFull: `You can keep at most ${SAVED_STORIES_MAX} saved stories. Remove some to save more.`,
  invalidAuthorId: 'Invalid author ID',
  authorNotFound: 'Author not found',
  favoritesFull: `You can keep at most ${FAVORITE_AUTHORS_MAX} favourite authors. Remove some to add more.`,
} as const;
