import fp from 'fastify-plugin';

export interface Lifecycle {
  /** Set as soon as a stop is asked for: readiness fails at once while requests still finish. */
  shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export const lifecyclePlugin = fp(
  async (fastify) => {
    fastify.decorate('lifecycle', { shuttingDown: false });
    fastify.addHook('preClose', async () => {
      fastify.lifecycle.shuttingDown = true;
    });
    // A request that was in flight when the stop began gets its answer, then its keep-alive
    // connection is closed, so the server can finish closing without waiting for it.
    fastify.addHook('onSend', async (request, reply) => {
      if (fastify.lifecycle.shuttingDown && request.raw.httpVersionMajor < 2) {
        reply.header('connection', 'close');
      }
    });
  },
  { name: 'lifecycle' },
);
