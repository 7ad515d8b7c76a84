// Which picture an item shows, as paths: shared by the pages that show it and by the gateway,
// which names the front page's lead picture to the browser before the page has asked for it.

/** Stories may carry .mp4 files; every other media file is a picture. */
export function isVideoPath(path: string): boolean {
  return /\.mp4(\?|#|$)/i.test(path);
}

const ABSOLUTE = /^(https?:)?\/\//i;
const INLINE = /^(data|blob):/i;

/**
 * Where a media path points (spec 000 §3) on a server at `origin` ('' for the page's own):
 * http(s) URLs stay as they are, rooted paths (/uploads/…) get the origin, bare file names
 * live in /uploads; nothing gives null.
 */
export function mediaUrl(path: string | null | undefined, origin: string): string | null {
  const value = typeof path === 'string' ? path.trim() : '';
  if (!value) return null;
  if (ABSOLUTE.test(value) || INLINE.test(value)) return value;
  if (value.startsWith('/')) return `${origin}${value}`;
  if (value.startsWith('uploads/')) return `${origin}/${value}`;
  return `${origin}/uploads/${encodeURIComponent(value)}`;
}

/** What the choice of a picture reads of an item (the API's article). */
export interface PicturedItem {
  type?: string;
  image_url?: string | null;
  media: readonly string[];
}

const isPicture = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path.trim() !== '' && !isVideoPath(path);

/** Whether an item has a picture to show: its own image, or a media file that is no video. */
export function hasPicture(item: PicturedItem): boolean {
  return Boolean(item.image_url?.trim()) || item.media.some(isPicture);
}

/**
 * The picture an item shows large, as a path: a story's first picture at full size (its
 * image_url is only that picture's thumbnail), a source item's own image first; null without.
 */
export function largePicturePath(item: PicturedItem): string | null {
  const own = isPicture(item.image_url) ? item.image_url : null;
  const media = item.media.find(isPicture) ?? null;
  return item.type === 'story' ? (media ?? own) : (own ?? media);
}

/** How many of the front page's first items are looked through for its lead story. */
export const FRONT_PAGE_LEAD_CANDIDATES = 8;

/** The front page's lead story: the first of its first items with a picture, else the first. */
export function frontPageLeadIndex(items: readonly PicturedItem[]): number {
  return Math.max(0, items.slice(0, FRONT_PAGE_LEAD_CANDIDATES).findIndex(hasPicture));
}
