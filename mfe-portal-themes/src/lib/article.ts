import { resolveMediaPath } from '@voices/platform';

/** A media entry: a file name or URL, or the object some older views send instead. */
export type MediaEntry =
  string | { url?: string | null; path?: string | null; thumbnail?: string | null };

/** A yes/no field as stories of every era spell it (spec 001 §5). */
export type Flag = boolean | number | string | null | undefined;

/**
 * A story as the API sends it (spec 001 §3). Lists from other calls may lack fields or spell
 * a few the older way, so every field is optional; what a story writer typed is plain text.
 */
export interface Article {
  _id?: string;
  id?: string;
  newsId?: string;
  type?: 'story' | 'feed' | string;
  title?: string | null;
  content?: string | null;
  summary?: string | null;
  description?: string | null;
  category?: string | null;
  language?: string | null;
  /** Display-size files, in order. */
  media?: MediaEntry[] | null;
  /** A thumbnail for each display file, at the same index, when the server made one. */
  thumbnails?: (string | null)[] | null;
  image_url?: string | null;
  link?: string | null;
  authorId?: string | null;
  author?: string | null;
  authorPhoto?: string | null;
  creator?: string | null;
  submittedAt?: string | null;
  createdAt?: string | null;
  publishedAt?: string | null;
  pubDate?: string | null;
  updatedAt?: string | null;
  selectedTemplate?: string | null;
  theme?: string | null;
  authorSectionPosition?: string | null;
  categorySidebarPosition?: string | null;
  showAdvertisement?: Flag;
  showAd?: Flag;
  adEnabled?: Flag;
  customHeading?: string | null;
  aiProcessed?: Flag;
  status?: string | null;
  isPublished?: Flag;
  published?: Flag;
  isVerified?: Flag;
  verified?: Flag;
  factChecked?: Flag;
  isFake?: Flag;
  fake?: Flag;
  isFakeNews?: Flag;
  flaggedAsFake?: Flag;
  fakeNews?: Flag;
  moderationStatus?: string | null;
  verificationStatus?: string | null;
}

/** One picture of a story: the file shown large and the small one for strips and lists. */
export interface StoryImage {
  src: string;
  thumb: string;
}

/** A story has at most ten pictures (spec 001 §9). */
export const MAX_GALLERY_IMAGES = 10;

export function articleId(article: Article): string {
  return article._id || article.id || article.newsId || '';
}

export function articleTitle(article: Article): string {
  return article.title?.trim() || 'No Title';
}

export function articleText(article: Article): string {
  return (article.content ?? article.description ?? '').trim();
}

export function authorName(article: Article): string {
  return article.author?.trim() || article.creator?.trim() || '';
}

/** When a story was published: submittedAt, else createdAt, else publishedAt. */
export function articleDate(article: Article): string | null {
  const value =
    article.submittedAt || article.createdAt || article.publishedAt || article.pubDate || null;
  return value && !Number.isNaN(new Date(value).getTime()) ? value : null;
}

function time(article: Article): number {
  const date = articleDate(article);
  return date ? new Date(date).getTime() : 0;
}

/** Newest first; stories without a date go last, in the order they came. */
export function newestFirst(articles: readonly Article[]): Article[] {
  return articles
    .map((article, index) => ({ article, index }))
    .sort((a, b) => time(b.article) - time(a.article) || a.index - b.index)
    .map(({ article }) => article);
}

export function isVideo(path: string): boolean {
  return /\.mp4(\?|#|$)/i.test(path);
}

function entryPath(entry: MediaEntry | null | undefined): string {
  if (!entry) return '';
  if (typeof entry === 'string') return entry.trim();
  return (entry.url || entry.path || '').trim();
}

function entryThumbnail(entry: MediaEntry | null | undefined): string {
  if (!entry || typeof entry === 'string') return '';
  return (entry.thumbnail || '').trim();
}

/**
 * The pictures of a story, videos left out, at most ten: each display file with its thumbnail
 * (the same index of `thumbnails`), the display file standing in when there is none.
 */
export function storyImages(article: Article): StoryImage[] {
  const images: StoryImage[] = [];
  const media = Array.isArray(article.media) ? article.media : [];
  media.forEach((entry, index) => {
    const path = entryPath(entry);
    if (!path || isVideo(path)) return;
    const src = resolveMediaPath(path);
    if (!src) return;
    const thumbPath = article.thumbnails?.[index] || entryThumbnail(entry);
    const thumb = (thumbPath && resolveMediaPath(thumbPath)) || src;
    images.push({ src, thumb });
  });
  if (images.length === 0 && article.image_url) {
    const src = resolveMediaPath(article.image_url);
    if (src) images.push({ src, thumb: src });
  }
  return images.slice(0, MAX_GALLERY_IMAGES);
}

/** The small picture lists show for a story, if it has one. */
export function storyThumbnail(article: Article): string | null {
  return storyImages(article)[0]?.thumb ?? null;
}

/** Where a story is read: community stories here, items from news sources on /news. */
export function articleHref(article: Article): string {
  const id = encodeURIComponent(articleId(article));
  if (article.type === 'feed') return `/news/${id}`;
  return `/contribute/news/${id}?id=${id}`;
}

/**
 * Text cut to `max` characters (whole characters, never half an emoji) with an ellipsis when
 * it was longer; white space is folded first, so the count is of what the reader sees.
 */
export function cutText(text: string | null | undefined, max: number): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The first `max` characters of a text for a collapsed Read more, with the paragraphs kept:
 * it ends at a paragraph break when one falls in the second half, else at a word boundary
 * when one is near.
 */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const paragraph = cut.lastIndexOf('\n\n');
  if (paragraph > cut.length * 0.5) {
    return `${cut.slice(0, paragraph).replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  const space = cut.search(/\s\S*$/);
  const trimmed = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${trimmed.replace(/[\s,.;:!?-]+$/, '')}…`;
}
