import { api } from '@voices/platform';
import { articleId, type Article } from '../../../lib/article';
import { pickList, searchParams } from '../../../lib/api-shapes';

export interface ContributionsQuery {
  authorId?: string | null;
  category?: string | null;
  limit?: number;
  /** Only stories older than this one (the last story of the page before). */
  before?: string | null;
}

/** The most the server gives in one page. */
export const CONTRIBUTIONS_PAGE = 100;

export interface ContributionsPage {
  items: Article[];
  /** Where the next, older page starts, or null when this one was the last. */
  before: string | null;
}

/** GET /getContributions: community stories, newest first, filtered on the server. */
export async function getContributions(
  query: ContributionsQuery,
  signal?: AbortSignal,
): Promise<ContributionsPage> {
  const limit = query.limit ?? CONTRIBUTIONS_PAGE;
  const body = await api
    .get('getContributions', {
      searchParams: searchParams({
        authorId: query.authorId,
        category: query.category,
        limit,
        before: query.before,
      }),
      signal,
    })
    .json<unknown>();
  const items = pickList<Article>(body, ['data', 'results', 'contributions']);
  const last = items[items.length - 1];
  return { items, before: items.length >= limit && last ? articleId(last) || null : null };
}
