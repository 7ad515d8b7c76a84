import type { NewsArticle } from '@voices/contracts';
import { formatRelativeTime, resolveMediaPath } from '@voices/platform';

/** A media entry of a story: a file name or URL, or an object some views send instead. */
export type MediaEntry = string | { url?: string | null; path?: string | null };

/**
 * A news item as the API sends it (spec 001 §3): a community story (`type: 'story'`, with an
 * author id) or an item from a news source (`type: 'feed'`, with a link). Lists from other
 * calls may lack fields or spell a few the older way, so every field is optional here.
 */
export type Article = Partial<Omit<NewsArticle, 'category' | 'creator' | 'media'>> & {
  newsId?: string;
  category?: string | string[] | null;
  creator?: string | string[] | null;
  media?: MediaEntry[] | null;
  description?: string | null;
  content?: string | null;
  image?: string | null;
  url?: string | null;
  source?: string | null;
  theme?: string | null;
};

export function articleId(article: Article): string {
  return article._id || article.id || article.newsId || '';
}

/** Community stories carry their author's id; items from news sources do not. */
export function isCommunityStory(article: Article): boolean {
  if (article.type) return article.type === 'story';
  return Boolean(article.authorId);
}

export function articleTitle(article: Article): string {
  return article.title?.trim() || 'No Title';
}

function firstString(value: string | string[] | null | undefined): string {
  if (Array.isArray(value))
    return value.find((v) => typeof v === 'string' && v.trim())?.trim() ?? '';
  return typeof value === 'string' ? value.trim() : '';
}

export function articleCategory(article: Article): string {
  return firstString(article.category);
}

export function creatorName(article: Article): string {
  return firstString(article.creator) || article.author?.trim() || '';
}

/** The name on a card's byline: the source, else the writer, else 'Unknown Source'. */
export function sourceLabel(article: Article): string {
  return (
    article.source_name?.trim() ||
    article.source?.trim() ||
    creatorName(article) ||
    'Unknown Source'
  );
}

/** Where the byline leads: a story's author page, or a search for a source item's writer. */
export function authorHref(article: Article): string | null {
  if (article.authorId) return `/user/${encodeURIComponent(article.authorId)}`;
  const name = creatorName(article) || article.source_name?.trim() || '';
  return name ? `/user/search?q=${encodeURIComponent(name)}` : null;
}

function mediaPath(entry: MediaEntry | null | undefined): string {
  if (!entry) return '';
  if (typeof entry === 'string') return entry.trim();
  return (entry.url || entry.path || '').trim();
}

export function isVideo(path: string): boolean {
  return /\.mp4(\?|#|$)/i.test(path);
}

/** The first media entry that is not a video, resolved against the uploads folder. */
export function firstImageMedia(media: Article['media']): string | null {
  if (!Array.isArray(media)) return null;
  for (const entry of media) {
    const path = mediaPath(entry);
    if (path && !isVideo(path)) return resolveMediaPath(path);
  }
  return null;
}

/**
 * Every picture of an item, in order, videos left out: a story's media at full size (its
 * image_url is only the first one's thumbnail), a source item's own image first.
 */
export function imageMedia(article: Article): string[] {
  const images: string[] = [];
  const add = (path: string | null | undefined) => {
    const resolved = path && !isVideo(path) ? resolveMediaPath(path) : null;
    if (resolved && !images.includes(resolved)) images.push(resolved);
  };
  if (isCommunityStory(article)) {
    for (const entry of article.media ?? []) add(mediaPath(entry));
    if (images.length === 0) add(article.image_url);
    return images;
  }
  add(article.image_url);
  add(article.image);
  for (const entry of article.media ?? []) add(mediaPath(entry));
  return images;
}

/** The picture a card shows: the item's own image (a story's thumbnail), else its first media. */
export function articleImage(article: Article): string | null {
  return (
    resolveMediaPath(article.image_url) ||
    resolveMediaPath(article.image) ||
    firstImageMedia(article.media)
  );
}

/** The picture shown large (the lead story): a story's first image at full size. */
export function articleLargeImage(article: Article): string | null {
  return imageMedia(article)[0] ?? null;
}

export function articleDate(article: Article): string | null {
  return article.pubDate || article.publishedAt || article.submittedAt || article.createdAt || null;
}

/** 'just now', '3 hours ago', … or null when the item has no usable date. */
export function relativeDate(article: Article, now?: number): string | null {
  const date = articleDate(article);
  if (!date || Number.isNaN(new Date(date).getTime())) return null;
  return formatRelativeTime(date, now);
}

/** The original article of a source item, when it has one. */
export function externalLink(article: Article): string | null {
  const link = article.link || article.url || '';
  return /^https?:\/\//i.test(link) ? link : null;
}

/** The address a reader can share: the source's page, else the story on this site. */
export function shareUrl(article: Article, origin: string = window.location.origin): string {
  if (!isCommunityStory(article)) {
    const link = externalLink(article);
    if (link) return link;
  }
  return `${origin}/news/${encodeURIComponent(articleId(article))}`;
}

/** The keywords a card's related list asks for: the first three words of its title. */
export function relatedKeywords(article: Article): string {
  return (article.title ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
}

/** Plain text cut at a word boundary, with an ellipsis when cut. */
export function snippet(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function summaryText(article: Article): string {
  return article.description?.trim() || article.content?.trim() || '';
}
