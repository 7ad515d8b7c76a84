import { http, HttpResponse } from 'msw';
import type {
  AuthorNewsResponse,
  CategoryCountsResponse,
  NewsArticle,
  NewsItemResponse,
  NewsListResponse,
  RelatedNewsResponse,
  SearchResponse,
} from '@voices/contracts';
import { NEWS_PAGE_LIMITS, NEWS_TABS, STORY_MESSAGES } from '@voices/contracts/constants';
import { db } from '../db';
import { API, fail } from './common';

/** Sources' items and stories together, newest first, as the feed lists them. */
function everything(): NewsArticle[] {
  return [...db.news, ...db.stories].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

/** Pages by position: `page` is the index of the first item, as text. */
function paged(items: NewsArticle[], url: URL, fallback: number) {
  const limit = Number(url.searchParams.get('limit') ?? fallback);
  const start = Number(url.searchParams.get('page') ?? 0);
  const page = items.slice(start, start + limit);
  return { page, next: start + limit < items.length ? String(start + limit) : null };
}

const inCategory = (item: NewsArticle, category: string) =>
  category === 'home' || item.category.toLowerCase() === category;

export const newsHandlers = [
  http.get<{ category: string }>(`${API}/category/:category`, ({ request, params }) => {
    const url = new URL(request.url);
    const language = url.searchParams.get('language');
    const subcategory = url.searchParams.get('subcategory');
    const items = everything().filter(
      (item) =>
        inCategory(item, params.category.toLowerCase()) &&
        (!language || item.language === language) &&
        (!subcategory || item.subcategory === subcategory),
    );
    const { page, next } = paged(items, url, NEWS_PAGE_LIMITS.categoryDefault);
    return HttpResponse.json<NewsListResponse>({
      success: true,
      message: 'News fetched',
      data: page,
      results: page,
      nextPage: next,
    });
  }),
  http.get(`${API}/category-counts`, () => {
    const counts: Record<string, number> = Object.fromEntries(NEWS_TABS.map((tab) => [tab, 0]));
    for (const item of everything()) {
      const tab = item.category.toLowerCase();
      counts.home = (counts.home ?? 0) + 1;
      if (tab !== 'home') counts[tab] = (counts[tab] ?? 0) + 1;
    }
    return HttpResponse.json<CategoryCountsResponse>({ success: true, counts });
  }),
  http.get(`${API}/news/related`, ({ request }) => {
    const url = new URL(request.url);
    const exclude = url.searchParams.get('exclude');
    const category = url.searchParams.get('category')?.toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? NEWS_PAGE_LIMITS.relatedDefault);
    const results = everything()
      .filter((item) => item.id !== exclude)
      .sort(
        (a, b) =>
          Number(b.category.toLowerCase() === category) -
          Number(a.category.toLowerCase() === category),
      )
      .slice(0, limit);
    return HttpResponse.json<RelatedNewsResponse>({ success: true, results });
  }),
  http.get<{ name: string }>(`${API}/news/author/:name`, ({ request, params }) => {
    const name = params.name.toLowerCase();
    const items = everything().filter(
      (item) =>
        item.author?.toLowerCase() === name ||
        item.creator?.toLowerCase() === name ||
        item.authorId === params.name,
    );
    const { page, next } = paged(items, new URL(request.url), NEWS_PAGE_LIMITS.authorDefault);
    return HttpResponse.json<AuthorNewsResponse>({ success: true, results: page, nextPage: next });
  }),
  http.get<{ id: string }>(`${API}/news/:id`, ({ params }) => {
    const news = everything().find((item) => item.id === params.id);
    if (!news) return fail(404, STORY_MESSAGES.newsNotFound);
    return HttpResponse.json<NewsItemResponse>({ success: true, message: 'News fetched', news });
  }),
  http.get(`${API}/search`, ({ request }) => {
    const url = new URL(request.url);
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    const items = q
      ? everything().filter((item) =>
          `${item.title} ${item.description} ${item.content}`.toLowerCase().includes(q),
        )
      : [];
    const { page, next } = paged(items, url, NEWS_PAGE_LIMITS.searchDefault);
    return HttpResponse.json<SearchResponse>({
      success: true,
      query: q,
      results: page,
      nextPage: next,
    });
  }),
];
