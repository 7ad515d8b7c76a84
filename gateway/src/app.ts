import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import { createRemoteManifestSource } from './lib/remote-manifest';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { lifecyclePlugin } from './plugins/lifecycle';
import { openapiPlugin } from './plugins/openapi';
import { realtimePlugin } from './plugins/realtime';
import { remotesPlugin } from './plugins/remotes';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { healthRoutes } from './routes/health';
import { remotesRoutes } from './routes/remotes';

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
    // A number (trust that many hops) is valid at run time though the typings leave it out.
    trustProxy: config.trustProxy as boolean | string,
  }).withTypeProvider<TypeBoxTypeProvider>();
  log = app.log;
  app.decorate('config', config);

  try {
    await app.register(lifecyclePlugin);
    await app.register(errorsPlugin);
    await app.register(remotesPlugin, { source: remotes });
    await app.register(securityPlugin);
    await app.register(openapiPlugin);
    await app.register(databasePlugin, { database: config.database });
    await app.register(realtimePlugin, config.redisUrl ? { redisUrl: config.redisUrl } : {});

    await app.register(healthRoutes);
    await app.register(remotesRoutes);
    // Feature routes: app.register(<area>Routes, { prefix: '/api' }) from src/routes/<area>.

    await app.register(sitePlugin, { siteDir: config.siteDir });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
