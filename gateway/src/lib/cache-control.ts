import type { FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Every answer that depends on who asks (see the auth plugin). */
export const PRIVATE_NO_STORE = 'private, no-store';

// Entry points must be asked for again on every load so a new deploy shows at once.
const ENTRY_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'remotes.json',
]);

// Webpack names built files `[name].[contenthash:10].ext` (and `.map` beside them).
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** The Cache-Control for a built file, by its name. */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}

/** A path whose last segment has an extension is a file, never a page of the app. */
export function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,8}$/i.test(last);
}

/** Adds a field to the answer's Vary header, once (every answer passes here: no arrays). */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const text = current === undefined ? '' : String(current).trim();
  if (text === '') {
    reply.header('vary', field);
    return;
  }
  const wanted = field.toLowerCase();
  const lower = text.toLowerCase();
  let start = 0;
  while (start <= lower.length) {
    const comma = lower.indexOf(',', start);
    const end = comma === -1 ? lower.length : comma;
    const name = lower.slice(start, end).trim();
    if (name === wanted || name === '*') return;
    start = end + 1;
  }
  reply.header('vary', `${text}, ${field}`);
}
