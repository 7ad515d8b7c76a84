import type { NewsArticle } from '@voices/contracts';
import type { DatabaseConfig } from '../../config';
import type { PageCursor } from '../../lib/feeds/cursor';
import type { Viewer } from '../story-visibility';

export type Engine = DatabaseConfig['engine'];

/** Which table an item lives in. */
export interface NewsRef {
  kind: 'story' | 'feed';
  id: string;
}

/** Where a page ends: the last item's publication instant and id (the tie-break). */
export type NewsCursor = PageCursor;

export interface NewsFilters {
  /** A tab or topic in canonical form; undefined or 'home': everything. */
  category?: string;
  language?: string;
  /** The local tab: items of this state only. */
  state?: string;
  subcategory?: string;
  /** Stories by the user of this name (or id) and source items whose creator has this name. */
  author?: string;
  /** Who reads: decides which hidden stories and which blocked authors are left out. */
  viewer?: Viewer | null;
}

export interface NewsPage {
  articles: NewsArticle[];
  next: NewsCursor | null;
}

export interface SearchOptions {
  language?: string;
  /** Only items of this tab or topic. */
  category?: string;
  offset: number;
  limit: number;
  /** Who reads: decides which hidden stories and which blocked authors are left out. */
  viewer?: Viewer | null;
}
