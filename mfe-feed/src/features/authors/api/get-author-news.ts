import { api } from '@voices/platform';
import { pickList } from '../../../lib/api-shapes';
import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';

/** GET /news/author/{name}: the items a writer or source published, newest first. */
export async function getAuthorNews(name: string, signal?: AbortSignal): Promise<Article[]> {
  const body = await api.get(`news/author/${encodeURIComponent(name)}`, { signal }).json<unknown>();
  return pickList<Article>(body, ['results', 'data']);
}

export function useAuthorNews(name: string): RequestState<Article[]> {
  const trimmed = name.trim();
  return useRequest(trimmed ? `author-news:${trimmed}` : null, (signal) =>
    getAuthorNews(trimmed, signal),
  );
}
