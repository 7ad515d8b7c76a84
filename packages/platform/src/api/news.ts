import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  AuthorNewsResponse,
  CategoryCountsResponse,
  NewsItemResponse,
  NewsListResponse,
  RelatedNewsResponse,
  SearchResponse,
} from '@voices/contracts';
import { get, searchParams, segment, type CallOptions, type Page } from './request';
import type { Article, ArticleSummary } from './types';
import { uniqueItems } from './pages';
import { queryKeys } from '@voices/platform';

export interface CategoryNewsQuery {
  /** One of the nine tabs, or a topic (politics, science, …). */
  category: string;
  language?: string;
  subcategory?: string | null;
  /** The reader's state, for the local tab. */
  state?: string | null;
  limit?: number;
}

/** `GET /category/{category}`: one page, newest first; `cursor` is the previous page's. */
export async function getCategoryNews(
  query: CategoryNewsQuery,
  cursor: string | null = null,
  { signal }: CallOptions = {},
): Promise<Page<ArticleSummary>> {
  const body = await get<NewsListResponse>(`category/${segment(query.category)}`, {
    searchParams: searchParams({
      language: query.language,
      state: query.state,
      subcategory: query.subcategory,
      limit: query.limit,
      page: cursor,
    }),
    signal,
  });
  return { items: body.results, nextCursor: body.nextPage };
}

export interface CategoryCountsQuery {
  language?: string;
  state?: string | null;
}

/** `GET /category-counts`: items per tab and per topic. */
export async function getCategoryCounts(
  query: CategoryCountsQuery = {},
  { signal }: CallOptions = {},
): Promise<Record<string, number>> {
  const body = await get<CategoryCountsResponse>('category-counts', {
    searchParams: searchParams({ language: query.language, state: query.state }),
    signal,
  });
  return body.counts;
}

/** `GET /news/{id}`: one item, a story or a source's; 404 'News not found'. */
export async function getNews(id: string, { signal }: CallOptions = {}): Promise<Article> {
  const body = await get<NewsItemResponse>(`news/${segment(id)}`, { signal });
  return body.news;
}

/** `GET /news/author/{name}`: what a writer or source published, newest first. */
export async function getAuthorNews(
  name: string,
  cursor: string | null = null,
  { signal, limit }: CallOptions & { limit?: number } = {},
): Promise<Page<Article>> {
  const body = await get<AuthorNewsResponse>(`news/author/${segment(name)}`, {
    searchParams: searchParams({ page: cursor, limit }),
    signal,
  });
  return { items: body.results, nextCursor: body.nextPage };
}

export interface RelatedNewsQuery {
  /** The first three words of the title, as the spec asks. */
  keywords: string;
  category?: string | null;
  language?: string | null;
  limit?: number;
  /** The item the list is for, left out of it. */
  exclude?: string | null;
  /** The theme the page draws the `exclude` story in, when not its own. */
  theme?: string | null;
  /** Only `category`, newest first, instead of by score. */
  categoryOnly?: boolean;
}

/** `GET /news/related`: best first by the spec's score (language en when none is given). */
export async function getRelatedNews(
  query: RelatedNewsQuery,
  { signal }: CallOptions = {},
): Promise<Article[]> {
  const body = await get<RelatedNewsResponse>('news/related', {
    searchParams: searchParams({
      keywords: query.keywords,
      category: query.category,
      language: query.language || 'en',
      limit: query.limit,
      exclude: query.exclude,
      theme: query.theme,
      categoryOnly: query.categoryOnly || undefined,
    }),
    signal,
  });
  return body.results;
}

export interface SearchNewsQuery {
  q: string;
  language?: string;
  limit?: number;
}

/** `GET /search`: best match first; `cursor` is the previous page's. */
export async function searchNews(
  query: SearchNewsQuery,
  cursor: string | null = null,
  { signal }: CallOptions = {},
): Promise<Page<ArticleSummary>> {
  const body = await get<SearchResponse>('search', {
    searchParams: searchParams({
      q: query.q,
      language: query.language,
      limit: query.limit,
      page: cursor,
    }),
    signal,
  });
  return { items: body.results, nextCursor: body.nextPage };
}

const firstPage = null as string | null;

export const newsQueries = {
  category: (query: CategoryNewsQuery) =>
    infiniteQueryOptions({
      queryKey: queryKeys.news.category(query),
      queryFn: ({ pageParam, signal }) => getCategoryNews(query, pageParam, { signal }),
      initialPageParam: firstPage,
      getNextPageParam: (last: Page<ArticleSummary>) => last.nextCursor,
    }),
  counts: (query: CategoryCountsQuery) =>
    queryOptions({
      queryKey: queryKeys.news.counts(query),
      queryFn: ({ signal }) => getCategoryCounts(query, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.news.detail(id),
      queryFn: ({ signal }) => getNews(id, { signal }),
    }),
  author: (name: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.news.author(name),
      queryFn: ({ pageParam, signal }) => getAuthorNews(name, pageParam, { signal }),
      initialPageParam: firstPage,
      getNextPageParam: (last: Page<Article>) => last.nextCursor,
    }),
  related: (query: RelatedNewsQuery) =>
    queryOptions({
      queryKey: queryKeys.news.related(query),
      queryFn: ({ signal }) => getRelatedNews(query, { signal }),
    }),
  search: (query: SearchNewsQuery) =>
    infiniteQueryOptions({
      queryKey: queryKeys.news.search(query),
      queryFn: ({ pageParam, signal }) => searchNews(query, pageParam, { signal }),
      initialPageParam: firstPage,
      getNextPageParam: (last: Page<ArticleSummary>) => last.nextCursor,
    }),
};

/** A tab's news, page by page (`fetchNextPage`); a null query asks nothing. */
export function useCategoryNews(query: CategoryNewsQuery | null) {
  return useInfiniteQuery({
    ...newsQueries.category(query ?? { category: '' }),
    enabled: query !== null,
    select: uniqueItems,
  });
}

export function useCategoryCounts(query: CategoryCountsQuery = {}) {
  return useQuery(newsQueries.counts(query));
}

export function useNews(id: string | null) {
  return useQuery({ ...newsQueries.detail(id ?? ''), enabled: Boolean(id) });
}

export function useAuthorNews(name: string | null) {
  const trimmed = name?.trim() ?? '';
  return useInfiniteQuery({
    ...newsQueries.author(trimmed),
    enabled: trimmed !== '',
    select: uniqueItems,
  });
}

/** The related list, asked only while `enabled` (a card asks on first opening). */
export function useRelatedNews(query: RelatedNewsQuery, enabled = true) {
  return useQuery({ ...newsQueries.related(query), enabled });
}

export function useSearchNews(query: SearchNewsQuery) {
  const q = query.q.trim();
  return useInfiniteQuery({
    ...newsQueries.search({ ...query, q }),
    enabled: q !== '',
    select: uniqueItems,
  });
}
