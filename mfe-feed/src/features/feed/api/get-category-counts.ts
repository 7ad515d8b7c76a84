import { api } from '@voices/platform';
import { pickRecord } from '../../../lib/api-shapes';
import { useRequest, type RequestState } from '../../../lib/use-request';

export type CategoryCounts = Record<string, number>;

/** GET /category-counts: how many items each tab holds, for the sidebar's topics. */
export async function getCategoryCounts(
  language: string,
  signal?: AbortSignal,
): Promise<CategoryCounts> {
  const body = await api
    .get('category-counts', { searchParams: { language }, signal })
    .json<unknown>();
  const counts = pickRecord(body, 'counts') ?? pickRecord(body, 'data') ?? {};
  const result: CategoryCounts = {};
  for (const [tab, value] of Object.entries(counts)) {
    if (typeof value === 'number' && Number.isFinite(value)) result[tab] = value;
  }
  return result;
}

export function useCategoryCounts(language: string): RequestState<CategoryCounts> {
  return useRequest(`counts:${language}`, (signal) => getCategoryCounts(language, signal));
}
