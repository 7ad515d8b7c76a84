// How the feed shows a news item, on the API's canonical article (`Article` of
// @voices/platform): the wording of its fallbacks, its byline and where it links.
import {
  articleHref,
  cardImage,
  formatRelativeTime,
  isVideo,
  largePicturePath,
  resolveMediaPath,
  type ArticleSummary,
} from '@voices/platform';
import { t } from '../i18n';
import { categoryName } from './category';

/** Community stories carry their author's id; items from news sources do not. */
export function isCommunityStory(article: Pick<ArticleSummary, 'type'>): boolean {
  return article.type === 'story';
}

export function articleTitle(article: Pick<ArticleSummary, 'title'>): string {
  return article.title.trim() || t('article.noTitle');
}

export function articleCategory(article: Pick<ArticleSummary, 'category'>): string {
  return article.category.trim();
}

/** The item's category as the reader sees it, in the interface language ('' for none). */
export function articleCategoryName(article: Pick<ArticleSummary, 'category'>): string {
  const category = articleCategory(article);
  return category ? categoryName(category) : '';
}

export function creatorName(article: Pick<ArticleSummary, 'creator' | 'author'>): string {
  return article.creator?.trim() || article.author?.trim() || '';
}

/** The name on a card's byline: the source, else the writer, else 'Unknown Source'. */
export function sourceLabel(article: ArticleSummary): string {
  return article.source_name?.trim() || creatorName(article) || t('article.unknownSource');
}

/** Where the byline leads: a story's author page, or a search for a source item's writer. */
export function authorHref(article: ArticleSummary): string | null {
  if (article.authorId) return `/user/${encodeURIComponent(article.authorId)}`;
  const name = creatorName(article) || article.source_name?.trim() || '';
  return name ? `/user/search?q=${encodeURIComponent(name)}` : null;
}

/**
 * Where an item opens from a list: a community story straight in its author's theme
 * (/contribute/news/{id}), a source item on its plain page (/news/{id}).
 */
export function readHref(article: Pick<ArticleSummary, 'id' | 'type'>): string {
  return articleHref(article);
}

/**
 * Every picture of an item, in order, videos left out: a story's media at full size (its
 * image_url is only the first one's thumbnail), a source item's own image first.
 */
export function imageMedia(article: ArticleSummary): string[] {
  const images: string[] = [];
  const add = (path: string | null | undefined) => {
    const resolved = path && !isVideo(path) ? resolveMediaPath(path) : null;
    if (resolved && !images.includes(resolved)) images.push(resolved);
  };
  if (isCommunityStory(article)) {
    for (const path of article.media) add(path);
    if (images.length === 0) add(article.image_url);
    return images;
  }
  add(article.image_url);
  for (const path of article.media) add(path);
  return images;
}

/** The picture a card shows: the item's own image (a story's thumbnail), else its first media. */
export function articleImage(article: Pick<ArticleSummary, 'media' | 'image_url'>): string | null {
  return cardImage(article);
}

/** The picture shown large (the lead story): a story's first image at full size. */
export function articleLargeImage(article: ArticleSummary): string | null {
  return resolveMediaPath(largePicturePath(article));
}

export function articleDate(
  article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>,
): string | null {
  return article.publishedAt || article.createdAt || null;
}

/**
 * 'just now', '3 hours ago', … or null when the item has no usable date. Relative to when it is
 * drawn: a page drawn on the server is taken over a moment later, so the elements that show it
 * are marked `suppressHydrationWarning` and React puts the browser's words in their place
 * instead of drawing the page again.
 */
export function relativeDate(
  article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>,
  now?: number,
): string | null {
  const date = articleDate(article);
  if (!date || Number.isNaN(new Date(date).getTime())) return null;
  return formatRelativeTime(date, now);
}

/** The time of an item for sorting, 0 when it has no usable date. */
export function articleTime(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>): number {
  const date = articleDate(article);
  const value = date ? new Date(date).getTime() : NaN;
  return Number.isNaN(value) ? 0 : value;
}

/** The original article of a source item, when it has one. */
export function externalLink(article: Pick<ArticleSummary, 'link'>): string | null {
  const link = article.link ?? '';
  return /^https?:\/\//i.test(link) ? link : null;
}

/**
 * The address a reader can share: the source's page, else the item on this site (a community
 * story in its theme). Drawn on the server, where there is no page to take the site's address
 * from, it is the path alone: only the share menu, once opened in the browser, uses it.
 */
export function shareUrl(
  article: ArticleSummary,
  origin: string = typeof window === 'undefined' ? '' : window.location.origin,
): string {
  if (!isCommunityStory(article)) {
    const link = externalLink(article);
    if (link) return link;
  }
  return `${origin}${readHref(article)}`;
}

/** The keywords a card's related list asks for: the first three words of its title. */
export function relatedKeywords(article: Pick<ArticleSummary, 'title'>): string {
  return article.title.trim().split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
}

/** Plain text cut at a word boundary, with an ellipsis when cut. */
export function snippet(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A list item has no `content` (its description is the summary); a whole article has. */
export function summaryText(
  article: Pick<ArticleSummary, 'description'> & { content?: string },
): string {
  return article.description.trim() || article.content?.trim() || '';
}

/** A member's name as the feed shows it. */
export function personName(person: { name?: string | null } | null | undefined): string {
  return person?.name?.trim() || t('article.contributor');
}
