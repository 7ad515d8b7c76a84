import { mediaUrl } from '@voices/contracts/constants';
import { getPlatformConfig } from './config';

const SILHOUETTE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d1d5db"/><circle cx="32" cy="25" r="11" fill="#9ca3af"/><path d="M11 58c2.5-11 11-17 21-17s18.5 6 21 17z" fill="#9ca3af"/></svg>`;

/** A neutral silhouette, inline so it shows even when the server does not answer. */
export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(SILHOUETTE)}`;

/**
 * Where an image path points (spec 000 §3): nothing gives the default avatar, http(s) URLs stay
 * as they are, rooted paths (/uploads/…) get the server origin, bare file names live in /uploads.
 */
export function resolveImagePath(path?: string | null): string {
  return resolveMediaPath(path) ?? DEFAULT_AVATAR;
}

/** The same rules for story media, except that nothing gives null (the caller shows a placeholder). */
export function resolveMediaPath(path?: string | null): string | null {
  return mediaUrl(path, getPlatformConfig().origin);
}
