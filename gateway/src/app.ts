import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fastifyTrustProxy, type AppConfig } from './config';
import { createRemoteManifestSource } from './lib/remote-manifest';
import { publicOrigin } from './lib/share/public-origin';
import { authPlugin } from './plugins/auth';
import { databasePlugin } from './plugins/database';
import { feedCachePlugin } from './plugins/feed-cache';
import { domainEventsPlugin } from './plugins/domain-events';
import { emailNotificationsPlugin } from './plugins/email-notifications';
import { errorsPlugin } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { instancePlugin } from './plugins/instance';
import { languagePlugin } from './plugins/language';
import { jobsPlugin } from './plugins/jobs';
import { lifecyclePlugin } from './plugins/lifecycle';
import { mailerPlugin } from './plugins/mailer';
import { newsSourcesPlugin } from './plugins/news-sources';
import { notificationsPlugin } from './plugins/notifications';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { readinessPlugin } from './plugins/readiness';
import { realtimePlugin } from './plugins/realtime';
import { remotesPlugin } from './plugins/remotes';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { uploadsPlugin } from './plugins/uploads';
import { createPageHeads } from './services/share/page-heads';
import { aiRoutes } from './routes/ai';
import { authRoutes } from './routes/auth';
import { categoryRoutes } from './routes/category';
import { contributionsRoutes } from './routes/contributions';
import { draftsRoutes } from './routes/drafts';
import { emailRoutes } from './routes/email';
import { feedsRoutes } from './routes/feeds';
import { geoRoutes } from './routes/geo';
import { healthRoutes } from './routes/health';
import { newsRoutes } from './routes/news';
import { notificationsRoutes } from './routes/notifications';
import { preferencesRoutes } from './routes/preferences';
import { remotesRoutes } from './routes/remotes';
import { searchRoutes } from './routes/search';
import { shareRoutes } from './routes/share';
import { moderationRoutes } from './routes/moderation';
import { moderatorsPlugin } from './plugins/moderators';
import { sitemapsRoutes } from './routes/sitemaps';
import { usersRoutes } from './routes/users';
import { weatherRoutes } from './routes/weather';
import { welcomeEditionPlugin } from './seed/welcome-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

/** Uploads come as multipart bodies; 10 MiB is the photo limit the product states. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/**
 * Builds the whole gateway for the given configuration and never listens: server.ts does that,
 * tests go through `app.inject` or listen on port 0 themselves.
 */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  // A bad manifest stops start-up here, before anything is opened.
  let log: FastifyBaseLogger | undefined;
  const remotes = createRemoteManifestSource(config.remotesJson, (error) =>
    log?.error({ err: error }, 'the changed remote manifest was refused; the previous one stays'),
  );

  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // During a stop the lifecycle plugin answers new requests itself, in the API's shape.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  log = app.log;
  app.decorate('config', config);
  // New at every start: names this process in gateway_instances and on its database sessions.
  const instanceId = randomBytes(8).toString('hex');

  try {
    // First, so that every answer (a refusal during a stop too) is said in the reader's language.
    await app.register(languagePlugin);
    await app.register(lifecyclePlugin);
    await app.register(errorsPlugin);
    await app.register(inputHygienePlugin);
    await app.register(remotesPlugin, { source: remotes });
    await app.register(securityPlugin);
    await app.register(openapiPlugin);
    await app.register(databasePlugin, { database: config.database, instanceId });
    await app.register(instancePlugin, { id: instanceId });
    await app.register(jobsPlugin);
    await app.register(domainEventsPlugin);
    await app.register(feedCachePlugin);
    await app.register(rateLimitPlugin, config.redisUrl ? { redisUrl: config.redisUrl } : {});
    await app.register(realtimePlugin, config.redisUrl ? { redisUrl: config.redisUrl } : {});
    await app.register(mailerPlugin);
    await app.register(uploadsPlugin);
    await app.register(readinessPlugin);
    await app.register(authPlugin);
    await app.register(moderatorsPlugin);
    await app.register(newsSourcesPlugin);
    await app.register(notificationsPlugin);
    await app.register(emailNotificationsPlugin);
    await app.register(welcomeEditionPlugin);

    await app.register(healthRoutes);
    await app.register(remotesRoutes);
    // Feature routes: app.register(<area>Routes, { prefix: '/api' }) from src/routes/<area>.
    await app.register(authRoutes, { prefix: '/api' });
    await app.register(usersRoutes, { prefix: '/api' });
    await app.register(categoryRoutes, { prefix: '/api' });
    await app.register(newsRoutes, { prefix: '/api' });
    await app.register(searchRoutes, { prefix: '/api' });
    await app.register(weatherRoutes, { prefix: '/api' });
    await app.register(geoRoutes, { prefix: '/api' });
    await app.register(notificationsRoutes, { prefix: '/api' });
    await app.register(contributionsRoutes, { prefix: '/api' });
    await app.register(preferencesRoutes, { prefix: '/api' });
    await app.register(draftsRoutes, { prefix: '/api' });
    await app.register(emailRoutes, { prefix: '/api' });
    await app.register(aiRoutes, { prefix: '/api' });
    await app.register(shareRoutes, { prefix: '/api' });
    await app.register(moderationRoutes, { prefix: '/api' });
    await app.register(feedsRoutes);
    await app.register(sitemapsRoutes);

    const pageHeads = createPageHeads(app.db, app.dbEngine);
    await app.register(sitePlugin, {
      siteDir: config.siteDir,
      ...(config.translateScriptUrl ? { translateScriptUrl: config.translateScriptUrl } : {}),
      describePage: (request, pathname) => pageHeads.describe(pathname, publicOrigin(request)),
    });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
