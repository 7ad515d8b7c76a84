import { errorMessage, isApiError } from '@voices/platform';
import { t } from '../../../i18n';

/** A /news/ address without an id (the error's message; the reader sees it translated). */
export const NEWS_ID_REQUIRED = 'News ID is required';

/** What the article page says when the item cannot be shown (spec 001 §8). */
export function newsErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return errorMessage(error, t('article.notFound'));
    return errorMessage(error, t('article.error'));
  }
  if (error instanceof Error && error.message === NEWS_ID_REQUIRED) return t('article.idRequired');
  return t('article.error');
}
