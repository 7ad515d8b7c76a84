import fp from 'fastify-plugin';
import { createFeedPoller, POLL_DEFAULTS, type FeedPoller } from '../services/news-ingest/poller';
import { createNewsFeedsRepository } from '../repositories/news-feeds-repository';
import { createNewsIngestRepository } from '../repositories/news/ingest';

declare module 'fastify' {
  interface FastifyInstance {
    /** The news sources (NEWS_FEEDS) and their poller; `pollDue()` runs one round now. */
    newsSources: FeedPoller;
  }
}

export const DEFAULT_NEWS_POLL_SECONDS = 900;

/**
 * Polls the configured RSS and Atom feeds into `news_items`. With `newsPolling` (the server
 * sets it; tests call `pollDue()` themselves) polling is the job `news-poll`, which one gateway
 * of the fleet runs; a stop cancels fetches in flight before the database closes.
 */
export const newsSourcesPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const pollSeconds = config.newsPollSeconds ?? DEFAULT_NEWS_POLL_SECONDS;
    const poller = createFeedPoller({
      feeds: config.newsFeeds ?? [],
      pollSeconds,
      feedsRepository: createNewsFeedsRepository(fastify.db),
      newsRepository: createNewsIngestRepository(fastify.db, {
        onStored: () => fastify.feedPages.invalidate(),
      }),
      log: fastify.log.child({ module: 'news-sources' }),
      ...(config.now ? { now: config.now } : {}),
    });
    fastify.decorate('newsSources', poller);
    if (config.newsPolling && poller.feeds.length > 0) {
      // One gateway of the fleet polls (see plugins/jobs.ts); the feeds' own schedule, kept in
      // news_feeds, says which are due, so a gateway taking over fetches nothing early.
      fastify.jobs.define({
        name: 'news-poll',
        everyMs: Math.min(POLL_DEFAULTS.tickSeconds, pollSeconds) * 1000,
        runAtStart: true,
        run: () => poller.pollDue(),
      });
      fastify.log.info({ feeds: poller.feeds.length }, 'polling news feeds');
    }
    fastify.addHook('preClose', async () => {
      await poller.stop();
    });
  },
  { name: 'news-sources', dependencies: ['database', 'jobs', 'feed-cache'] },
);
