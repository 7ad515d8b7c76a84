import { DISPLAY_LIMITS } from '@voices/contracts/constants';
import { api } from '@voices/platform';
import { articleTitle, type Article } from '../../../lib/article';
import { pickList, searchParams } from '../../../lib/api-shapes';
import { useRequest } from '../../../lib/use-request';

/** GET /news/related: news like a story (keywords are the first three words of its title). */
export async function getRelatedNews(story: Article, signal?: AbortSignal): Promise<Article[]> {
  const keywords = articleTitle(story).split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
  const body = await api
    .get('news/related', {
      searchParams: searchParams({
        keywords,
        category: story.category,
        language: story.language || 'en',
        limit: DISPLAY_LIMITS.relatedInPortal,
      }),
      signal,
    })
    .json<unknown>();
  return pickList<Article>(body, ['results', 'data']);
}

/**
 * The site's news related to a story, to fill the related column; an empty list when the
 * call fails (spec 001 §8: the UI shows an empty list).
 */
export function useRelatedNews(story: Article | null, key: string | null): Article[] {
  const state = useRequest(story && key ? `related:${key}` : null, (signal) =>
    getRelatedNews(story as Article, signal),
  );
  return state.status === 'success' && state.data ? state.data : [];
}
