import fp from 'fastify-plugin';
import { createFeedPoller, type FeedPoller } from '../services/news-ingest/poller';
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
 * Polls the configured RSS and Atom feeds into `news_items`. The schedule starts when the app
 * is ready if `newsPolling` is set (the server sets it; tests call `pollDue()` themselves)
 * and stops, cancelling fetches in flight, before the database closes.
 */
export const newsSourcesPlugin = fp(
  async (fastify) => {
    const { config } = fastify;
    const poller = createFeedPoller({
      feeds: config.newsFeeds ?? [],
      pollSeconds: config.newsPollSeconds ?? DEFAULT_NEWS_POLL_SECONDS,
      feedsRepository: createNewsFeedsRepository(fastify.db),
      newsRepository: createNewsIngestRepository(fastify.db),
      log: fastify.log.child({ module: 'news-sources' }),
      ...(config.now ? { now: config.now } : {}),
    });
    fastify.decorate('newsSources', poller);
    if (config.newsPolling) {
      fastify.addHook('onReady', async () => {
        poller.start();
        fastify.log.info({ feeds: poller.feeds.length }, 'polling news feeds');
      });
    }
    fastify.addHook('preClose', async () => {
      await poller.stop();
    });
  },
  { name: 'news-sources', dependencies: ['database'] },
);
