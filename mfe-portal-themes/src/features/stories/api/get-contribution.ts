import { api, ApiError } from '@voices/platform';
import type { Article } from '../../../lib/article';
import { isRecord } from '../../../lib/api-shapes';

/** GET /contributions/{id}: one story (404 'News not found'). */
export async function getContribution(id: string, signal?: AbortSignal): Promise<Article> {
  const body = await api.get(`contributions/${encodeURIComponent(id)}`, { signal }).json<unknown>();
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data) throw new ApiError('News not found', 404, body, false);
  return data as Article;
}
