import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RemoteManifest } from '@voices/contracts';
import { NO_CACHE } from '../../lib/cache-control';

/** `/remotes.json`: where the shell loads each remote from (see docs/operations.md). */
export const remotesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary:
          'The remote manifest: for each remote, the URL of its mf-manifest.json or remoteEntry.js',
        response: { 200: RemoteManifest },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return fastify.remotes.current().manifest;
    },
  );
};
