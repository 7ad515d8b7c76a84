import { api, errorMessage, isApiError } from '@voices/platform';
import { pickRecord } from '../../../lib/api-shapes';
import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';

/** GET /news/{id}: one story or source item. */
export async function getNews(id: string, signal?: AbortSignal): Promise<Article> {
  if (!id.trim()) throw new Error('News ID is required');
  const body = await api.get(`news/${encodeURIComponent(id)}`, { signal }).json<unknown>();
  const news = pickRecord(body, 'news') ?? pickRecord(body, 'data');
  if (!news) throw new Error('News article not found');
  return news as Article;
}

/** What the article page says when the item cannot be shown (spec 001 §8). */
export function newsErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return errorMessage(error, 'News article not found');
    return errorMessage(error, 'Failed to fetch news article');
  }
  if (
    error instanceof Error &&
    ['News ID is required', 'News article not found'].includes(error.message)
  ) {
    return error.message;
  }
  return 'Failed to fetch news article';
}

export function useNews(id: string): RequestState<Article> {
  return useRequest(`news:${id}`, (signal) => getNews(id, signal));
}
