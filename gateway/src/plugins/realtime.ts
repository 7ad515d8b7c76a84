import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * socket.io on the gateway's own HTTP server at /socket.io (polling, then websocket). With
 * REDIS_URL the rooms are shared between gateways through the Redis adapter.
 */
export const realtimePlugin = fp<{ redisUrl?: string }>(
  async (fastify, { redisUrl }) => {
    const io = new Server(fastify.server, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      serveClient: false,
      cors: (req, callback) => {
        const origin = req.headers.origin;
        const allowed =
          origin !== undefined &&
          (fastify.remotes.current().origins.includes(origin) ||
            sameHost(origin, req.headers.host));
        callback(null, { origin: allowed ? origin : false, credentials: true });
      },
    });

    const redisClients: Redis[] = [];
    if (redisUrl) {
      const pub = new Redis(redisUrl);
      const sub = pub.duplicate();
      for (const client of [pub, sub]) {
        client.on('error', (error) => fastify.log.warn({ err: error }, 'redis connection error'));
        redisClients.push(client);
      }
      io.adapter(createAdapter(pub, sub));
      fastify.log.info('socket.io uses the Redis adapter');
    }

    fastify.decorate('io', io);

    // Open websockets would otherwise keep the HTTP server from closing.
    fastify.addHook('preClose', async () => {
      await io.close();
      for (const client of redisClients) client.disconnect();
    });
  },
  { name: 'realtime', dependencies: ['remotes'] },
);
