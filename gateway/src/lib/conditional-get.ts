import type { FastifyRequest } from 'fastify';

/** True when an If-None-Match header names the tag (weakly compared, or `*`). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === bare || tag === '*');
}

/**
 * Whether the client's copy is current (RFC 9110 §13.2.2): If-None-Match when sent, else
 * If-Modified-Since against `lastModified` (to the second, as HTTP dates go).
 */
export function isNotModified(
  request: FastifyRequest,
  etag: string,
  lastModified?: Date | null,
): boolean {
  const inm = request.headers['if-none-match'];
  if (inm) return ifNoneMatch(inm, etag);
  const ims = request.headers['if-modified-since'];
  if (!ims || !lastModified) return false;
  const since = Date.parse(ims);
  if (Number.isNaN(since)) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
