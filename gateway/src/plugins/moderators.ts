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
      const { granted, revoked } = await applyModeratorList(fastify.db, emails);
      if (granted > 0 || revoked > 0) {
        fastify.log.info({ granted, revoked }, 'MODERATOR_EMAILS applied');
      }
    });
  },
  { name: 'moderators', dependencies: ['database'] },
);
