import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadyResponse } from '@voices/contracts';
import { quieterOf } from '../../lib/log-level';

/** `/healthz` for "is the process up", `/readyz` for "send it traffic" (plugins/readiness.ts). */
export const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Probes come every few seconds; log them only when something is wrong.
  const logLevel = quieterOf(fastify.config.logLevel, 'warn');

  fastify.get(
    '/healthz',
    {
      logLevel,
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  fastify.get(
    '/readyz',
    {
      logLevel,
      schema: {
        tags: ['system'],
        summary: 'The server can take traffic, reads and writes',
        description:
          '503 with a message saying why: "Shutting down", "Database unavailable", "Database is read-only", "Database cannot be written", "Disk full" (less than DISK_MIN_FREE_MB free) or "Uploads folder is not writable".',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const result = await fastify.readiness.check();
      if (!result.ready) {
        return reply.code(503).send({ status: 'unavailable', message: result.message });
      }
      return { status: 'ready' as const };
    },
  );
};
