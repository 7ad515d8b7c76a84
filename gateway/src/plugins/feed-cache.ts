import fp from 'fastify-plugin';
import { FeedPageCache } from '../lib/feed-page-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Anonymous first pages of the tabs and searches, ready to send (routes/category, /search). */
    feedPages: FeedPageCache;
  }
}

export const FEED_PAGE_CACHE = {
  /**
   * How long a page is kept at most: how late a write made through another gateway (or the
   * admin command) can show here, and how long a CDN may hold the page (`s-maxage`).
   */
  ttlMs: 10_000,
  /**
   * Tabs × languages × states × message languages in use at once, with room to spare, and the
   * searches asked for most in the last seconds.
   */
  maxEntries: 2_000,
} as const;

/**
 * A cached answer: any cache may hold it for as long as this gateway does (`s-maxage`); a
 * browser asks again each time, with its ETag (a 304 when nothing changed).
 */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${FEED_PAGE_CACHE.ttlMs / 1000}`;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The page cache of the feed and search, and what empties it: any write this gateway answers
 * with success (publishing, editing, deleting, hiding a story, a suspension, a block: every one
 * may change a first page, and writes are rare beside reads), the story events of the outbox (a
 * write made through another gateway, when this one handles the event), and a poll that stored
 * news items (`invalidate()` from the news-sources plugin).
 */
export const feedCachePlugin = fp(
  async (fastify) => {
    const cache = new FeedPageCache(FEED_PAGE_CACHE.ttlMs, FEED_PAGE_CACHE.maxEntries);
    fastify.decorate('feedPages', cache);

    // Before the answer leaves, so a client that reads the feed right after its write sees it.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.invalidate();
      done(null, payload);
    });

    const invalidate = () => cache.invalidate();
    fastify.domainEvents.on('story:published', invalidate);
    fastify.domainEvents.on('story:updated', invalidate);
    fastify.domainEvents.on('story:deleted', invalidate);
  },
  { name: 'feed-cache', dependencies: ['domain-events'] },
);
