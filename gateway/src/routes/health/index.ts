import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, ReadyResponse } from '@voices/contracts';
import { quieterOf } from '../../lib/log-level';
import { createSystemRepository } from '../../repositories/system-repository';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `/healthz` for "is the process up", `/readyz` for "send it traffic". */
export const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const system = createSystemRepository(fastify.db);
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
        summary: 'The database answers and the server is not shutting down',
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (request, reply) => {
      if (fastify.lifecycle.shuttingDown) {
        return reply.code(503).send({ status: 'unavailable', message: 'Shutting down' });
      }
      try {
        await withTimeout(system.ping(), PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database did not answer');
        return reply.code(503).send({ status: 'unavailable', message: 'Database unavailable' });
      }
      return { status: 'ready' as const };
    },
  );
};
