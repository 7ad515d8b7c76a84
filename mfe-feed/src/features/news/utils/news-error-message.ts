import { errorMessage, isApiError } from '@voices/platform';

/** A /news/ address without an id. */
export const NEWS_ID_REQUIRED = 'News ID is required';

/** What the article page says when the item cannot be shown (spec 001 §8). */
export function newsErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return errorMessage(error, 'News article not found');
    return errorMessage(error, 'Failed to fetch news article');
  }
  if (error instanceof Error && error.message === NEWS_ID_REQUIRED) return error.message;
  return 'Failed to fetch news article';
}
