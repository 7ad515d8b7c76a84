import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createOutageLog } from '../lib/outage-log';

/**
 * Messages between gateways (not to clients): one sent reaches every other gateway's handlers
 * for its name, through Redis; with no Redis there is no other gateway and nothing is sent.
 * Delivery is at most once, like the adapter's own broadcasts.
 */
export interface Peers {
  send(name: string, payload: unknown): void;
  on(name: string, handler: (payload: unknown) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    peers: Peers;
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The room of one signed-in session (keyed by its token hash): logout closes its sockets. */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
/** The room of all of one user's signed-in sockets, for events meant for that user. */
export const userRoom = (userId: string) => `user:${userId}`;

/**
 * Who a connection belongs to: a socket whose handshake carries `auth.token` of a live session
 * joins that session's room and its user's room, with `socket.data.userId` set. A missing,
 * invalid or expired token connects anonymously. The token is resolved before the connection is
 * accepted, so the rooms are joined by the time the client sees `connect`.
 */
function identifySockets(fastify: FastifyInstance, io: Server): void {
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || !token || !fastify.hasDecorator('auth')) return next();
    fastify.auth.resolveToken(token).then(
      (active) => {
        if (active) {
          socket.data.userId = active.user.id;
          socket.data.sessionKey = active.session.token_hash;
        }
        next();
      },
      (error: unknown) => {
        fastify.log.warn(
          { err: error },
          'realtime: could not resolve a session; connecting anonymously',
        );
        next();
      },
    );
  });
  io.on('connection', (socket) => {
    const { userId, sessionKey } = socket.data as { userId?: string; sessionKey?: string };
    if (userId && sessionKey) void socket.join([sessionRoom(sessionKey), userRoom(userId)]);
  });
}

/**
 * socket.io on the gateway's own HTTP server at /socket.io (polling, then websocket). With
 * REDIS_URL the rooms are shared between gateways through the Redis adapter.
 */
export const realtimePlugin = fp<{ redisUrl?: string }>(
  async (fastify, { redisUrl }) => {
    const allowedOrigin = (origin: string, host: string | undefined) =>
      fastify.remotes.current().origins.includes(origin) || sameHost(origin, host);
    const io = new Server(fastify.server, {
      path: '/socket.io',
      transports: ['polling', 'websocket'],
      serveClient: false,
      cors: (req, callback) => {
        const origin = req.headers.origin;
        const allowed = origin !== undefined && allowedOrigin(origin, req.headers.host);
        callback(null, { origin: allowed ? origin : false, credentials: true });
      },
      // CORS only stops a browser from reading polling answers, and websockets ignore it: a
      // page from another origin is refused outright. Clients that send no Origin (not a
      // browser) are let in; they hold no one's session unless they hold its token.
      allowRequest: (req, callback) => {
        const origin = req.headers.origin;
        callback(null, origin === undefined || allowedOrigin(origin, req.headers.host));
      },
    });

    const redisClients: Redis[] = [];
    if (redisUrl) {
      // While Redis is away HTTP goes on; only events between gateways pause (at most once).
      const outage = createOutageLog(
        fastify.log,
        'redis',
        'events between gateways are paused until it returns; this gateway works on',
      );
      const down = new Set<Redis>();
      // Published events fail at once rather than queue without bound while Redis is away;
      // the few subscription commands wait for it instead, so they are never lost.
      const pub = new Redis(redisUrl, { enableOfflineQueue: false });
      const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
      for (const client of [pub, sub]) {
        client.on('error', (error) => {
          down.add(client);
          outage.failed(error);
        });
        client.on('ready', () => {
          down.delete(client);
          if (down.size === 0) outage.recovered();
        });
        redisClients.push(client);
      }
      // The adapter sends these without waiting for their answer, so one refused while Redis is
      // away (or cut off by a stop) would be an unhandled rejection, which ends the process.
      for (const [client, command] of [
        [pub, 'publish'],
        [sub, 'subscribe'],
        [sub, 'psubscribe'],
        [sub, 'unsubscribe'],
        [sub, 'punsubscribe'],
      ] as const) {
        const send = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
        (client as unknown as Record<string, unknown>)[command] = (...args: unknown[]) =>
          send(...args).catch((error: unknown) => {
            fastify.log.debug({ err: error, command }, 'redis: a command was dropped');
          });
      }
      io.adapter(createAdapter(pub, sub));
      fastify.log.info('socket.io uses the Redis adapter');
    }

    // Each connection would keep its first HTTP request (headers, socket, parser state) for its
    // whole life. Everything read from it is read before this: the origin in allowRequest, the
    // session from the handshake's auth. Nothing of ours reads `socket.request` or the
    // handshake's headers, address or query.
    io.engine.on('connection', (rawSocket: { request: unknown }) => {
      rawSocket.request = null;
    });

    fastify.decorate('io', io);
    const shared = redisClients.length > 0;
    fastify.decorate('peers', {
      // The Redis adapter publishes a server-side emit once, whatever its size; the in-memory
      // adapter has no other server to reach (and would only warn).
      send: (name, payload) => {
        if (shared) io.serverSideEmit(name, payload);
      },
      on: (name, handler) => {
        io.on(name, handler);
      },
    } satisfies Peers);
    identifySockets(fastify, io);

    // Open websockets would otherwise keep the HTTP server from closing.
    fastify.addHook('preClose', async () => {
      await io.close();
      for (const client of redisClients) client.disconnect();
    });
  },
  { name: 'realtime', dependencies: ['remotes'] },
);
