import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountExport, ErrorResponse } from '@voices/contracts';
import { publicOrigin } from '../../lib/share/public-origin';
import { requireUser } from '../../plugins/auth';
import { accountExport } from '../../services/moderation/account-export';

const TAGS = ['users'];
const security = [{ bearer: [] }];

/** A member's own data: the export. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/me/export',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Download everything of the bearer's (profile, stories, lists, notifications)",
        description:
          'A JSON file (`Content-Disposition: attachment; filename="voices-export-YYYY-MM-DD.json"`); image references are absolute URLs.',
        security,
        response: { 200: AccountExport, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const at = fastify.auth.now();
      const body = await accountExport(
        fastify.db,
        fastify.dbEngine,
        requireUser(request),
        publicOrigin(request),
        at,
      );
      const day = at.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="voices-export-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
