import { NEWS_SUBCATEGORIES } from '@voices/contracts';
import { normalizeCategory } from './categories';

/** One news source of NEWS_FEEDS. */
export interface NewsFeedConfig {
  /** An http(s) URL of an RSS 2.0, RSS 1.0 or Atom feed. */
  url: string;
  /** A tab (home, local, india, world, sports, …) or a topic (politics, science, …). */
  category: string;
  /** One of the tab's sub-filters; unset: each item is placed by its words. */
  subcategory?: string;
  /** The language the feed is written in (en, hi, kn, …). */
  language: string;
  /** ISO 3166-1 alpha-2 country code, e.g. IN. */
  country?: string;
  /** For the local tab: the state (first-level area) the feed covers, e.g. Karnataka. */
  state?: string;
  /** The source's name on cards; unset: the feed's own title. */
  name?: string;
}

const KEYS = new Set(['url', 'category', 'subcategory', 'language', 'country', 'state', 'name']);

/**
 * Checks one entry of NEWS_FEEDS and returns it in canonical form; throws an Error whose
 * message says what is wrong with entry `index`.
 */
export function validateFeedConfig(entry: unknown, index: number): NewsFeedConfig {
  const where = `entry ${index + 1}`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new Error(`${where} must be an object with url, category and language`);
  }
  const record = entry as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!KEYS.has(key)) throw new Error(`${where} has an unknown field "${key}"`);
  }
  const str = (key: string): string | undefined => {
    const value = record[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw new Error(`${where}: ${key} must be a string`);
    return value.trim() || undefined;
  };
  const url = str('url');
  let parsed: URL | null = null;
  try {
    parsed = url ? new URL(url) : null;
  } catch {
    parsed = null;
  }
  if (!url || !parsed || !/^https?:$/.test(parsed.protocol)) {
    throw new Error(`${where}: url must be an http:// or https:// address`);
  }
  const category = normalizeCategory(str('category'));
  if (!category) {
    throw new Error(
      `${where}: category must be a tab (home, local, india, world, sports, business, technology, entertainment, health) or a topic (politics, science, education, travel, opinion, other)`,
    );
  }
  const subcategory = str('subcategory')?.toLowerCase();
  if (subcategory && !NEWS_SUBCATEGORIES[category]?.includes(subcategory)) {
    const allowed = NEWS_SUBCATEGORIES[category];
    throw new Error(
      allowed
        ? `${where}: subcategory of ${category} must be one of ${allowed.join(', ')}`
        : `${where}: ${category} has no subcategories`,
    );
  }
  const language = str('language')?.toLowerCase();
  if (!language || !/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(language)) {
    throw new Error(`${where}: language must be a language code such as en, hi or kn`);
  }
  const country = str('country')?.toUpperCase();
  if (country && !/^[A-Z]{2}$/.test(country)) {
    throw new Error(`${where}: country must be a two-letter country code such as IN`);
  }
  const state = str('state');
  const name = str('name');
  return {
    url: parsed.href,
    category,
    ...(subcategory ? { subcategory } : {}),
    language,
    ...(country ? { country } : {}),
    ...(state ? { state } : {}),
    ...(name ? { name } : {}),
  };
}

/** NEWS_FEEDS: a JSON array of sources; throws with the reason when it is not valid. */
export function parseFeedList(raw: string): NewsFeedConfig[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('must be a JSON array of feeds (or "none")');
  }
  if (!Array.isArray(value)) throw new Error('must be a JSON array of feeds (or "none")');
  const feeds = value.map((entry, index) => validateFeedConfig(entry, index));
  const seen = new Set<string>();
  for (const feed of feeds) {
    if (seen.has(feed.url)) throw new Error(`lists ${feed.url} twice`);
    seen.add(feed.url);
  }
  return feeds;
}
