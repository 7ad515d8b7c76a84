import fp from 'fastify-plugin';
import { systemClock } from '../lib/clock';
import { ensureWelcomeEdition } from './welcome-edition';

/**
 * At start-up, unless SEED=none: the welcome edition on an empty database (see
 * welcome-edition.ts). A failure is logged and the gateway starts anyway; nothing was recorded,
 * so the next start tries again.
 */
export const welcomeEditionPlugin = fp(
  async (fastify) => {
    if (fastify.config.seed !== 'welcome') return;
    const log = fastify.log.child({ module: 'welcome-edition' });
    try {
      const outcome = await ensureWelcomeEdition({
        db: fastify.db,
        uploads: fastify.uploads,
        now: fastify.config.now ?? systemClock,
        log,
      });
      if (outcome === 'created') log.info('empty database: the welcome edition was created');
      if (outcome === 'skipped') log.info('the site has content: no welcome edition, ever');
    } catch (error) {
      log.error({ err: error }, 'the welcome edition could not be created; next start tries again');
    }
  },
  { name: 'welcome-edition', dependencies: ['database', 'uploads'] },
);
