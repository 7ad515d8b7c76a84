import fp from 'fastify-plugin';
import { applyModeratorList } from '../services/moderation/roles';

/**
 * MODERATOR_EMAILS at start: the listed members become moderators, and those the list made
 * moderators before but no longer names go back to members (see services/moderation/roles.ts).
 */
export const moderatorsPlugin = fp(
  async (fastify) => {
    const emails = fastify.config.moderatorEmails ?? [];
    fastify.addHook('onReady', async () => {
      // A database that cannot be written (read-only, full) must not stop the start: readiness
      // reports it, and the list is applied again at each sign-in.
      try {
        const { granted, revoked } = await applyModeratorList(fastify.db, emails);
        if (granted > 0 || revoked > 0) {
          fastify.log.info({ granted, revoked }, 'MODERATOR_EMAILS applied');
        }
      } catch (error) {
        fastify.log.warn({ err: error }, 'MODERATOR_EMAILS could not be applied at start');
      }
    });
  },
  { name: 'moderators', dependencies: ['database'] },
);
