// What the feed and the themes both need to show an item's pictures and to link to it, typed
// on the API's canonical article (see api/types.ts).
import { DISPLAY_LIMITS, isVideoPath } from '@voices/contracts/constants';
import type { Article } from './api/types';
import { resolveMediaPath } from './image-path';

/** Stories may carry .mp4 files; the galleries show pictures only. */
export const isVideo = isVideoPath;

export interface StoryImage {
  /** The display copy (longest side 1600 px). */
  src: string;
  /** The small copy (480 px), or the display copy when there is none. */
  thumb: string;
}

type WithMedia = Pick<Article, 'media' | 'image_url'> & { thumbnails?: readonly string[] };

/**
 * The pictures of an item, videos left out, at most ten: each media file with the thumbnail
 * at the same index, else the item's own image.
 */
export function mediaImages(item: WithMedia): StoryImage[] {
  const images: StoryImage[] = [];
  item.media.forEach((path, index) => {
    if (!path || isVideo(path)) return;
    const src = resolveMediaPath(path);
    if (!src) return;
    const thumb = resolveMediaPath(item.thumbnails?.[index]) ?? src;
    if (!images.some((image) => image.src === src)) images.push({ src, thumb });
  });
  if (images.length === 0) {
    const src = resolveMediaPath(item.image_url);
    if (src) images.push({ src, thumb: src });
  }
  return images.slice(0, DISPLAY_LIMITS.galleryMaxImages);
}

/** The picture a card shows: the item's own image (a story's thumbnail), else its first. */
export function cardImage(item: WithMedia): string | null {
  return resolveMediaPath(item.image_url) ?? mediaImages(item)[0]?.thumb ?? null;
}

/** Where an item is read: a community story on its own page, a source's item on /news. */
export function articleHref(item: Pick<Article, 'id' | 'type'>): string {
  const id = encodeURIComponent(item.id);
  return item.type === 'feed' ? `/news/${id}` : `/contribute/news/${id}?id=${id}`;
}
