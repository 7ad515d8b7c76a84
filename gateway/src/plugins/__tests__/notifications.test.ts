import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type Notification } from '@voices/contracts';
import { describeEachEngine } from '../../testing';
import { addStory } from '../../testing/news-fixtures';
import { start } from '../../routes/auth/__tests__/auth-helpers';
import {
  buildAuthApp,
  call,
  createUser,
  follow,
} from '../../routes/users/__tests__/social-helpers';

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A connected socket.io client, signed in with `token` when given one, recording what it gets. */
async function socketFor(
  url: string,
  token?: string,
  transports: string[] = ['polling', 'websocket'],
): Promise<{ socket: Socket; received: Map<string, unknown[]> }> {
  const socket = connect(url, {
    path: '/socket.io',
    transports,
    reconnection: false,
    ...(token ? { auth: { token } } : {}),
  });
  clients.push(socket);
  const received = new Map<string, unknown[]>();
  socket.onAny((event: string, payload: unknown) => {
    received.set(event, [...(received.get(event) ?? []), payload]);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, resolve));
}

/** Lets anything already sent arrive (a broadcast to all sockets is the fence). */
async function settle(app: FastifyInstance, sockets: Socket[]): Promise<void> {
  const arrived = sockets.map((socket) => next(socket, 'fence'));
  app.io.emit('fence');
  await Promise.all(arrived);
}

describeEachEngine('notifications over the realtime connection', (engine) => {
  it("reaches the followed user's sockets and no one else's", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const url = await listen(t.app);

    const a = await socketFor(url, asha.token);
    const b = await socketFor(url, ben.token, ['websocket']);
    const bSecondTab = await socketFor(url, ben.token);
    const anonymous = await socketFor(url);
    const forged = await socketFor(url, 'f'.repeat(64));

    const arrived = next<Notification>(b.socket, SOCKET_EVENTS.notification);
    const res = await follow(t.app, asha, ben.id);
    expect(res.statusCode).toBe(200);
    const notification = await arrived;

    const [listed] = (await call(t.app, 'GET', '/api/notifications', ben)).json();
    expect(notification).toEqual(listed);
    expect(notification).toMatchObject({
      userId: ben.id,
      type: 'follow',
      message: 'Asha Rao started following you',
      read: false,
      actor: { _id: asha.id, name: 'Asha Rao' },
    });

    const everyone = [a, b, bSecondTab, anonymous, forged];
    await settle(
      t.app,
      everyone.map((c) => c.socket),
    );
    expect(bSecondTab.received.get(SOCKET_EVENTS.notification)).toEqual([notification]);
    for (const other of [a, anonymous, forged]) {
      expect(other.received.has(SOCKET_EVENTS.notification)).toBe(false);
    }

    // Reading it tells Ben's other tabs the new count, and only them.
    const changed = next<{ unreadCount: number }>(
      bSecondTab.socket,
      SOCKET_EVENTS.notificationsChanged,
    );
    await call(t.app, 'PUT', `/api/notifications/${notification._id}/marks-read`, ben);
    expect(await changed).toEqual({ unreadCount: 0 });
    await settle(
      t.app,
      everyone.map((c) => c.socket),
    );
    for (const other of [a, anonymous, forged]) {
      expect(other.received.has(SOCKET_EVENTS.notificationsChanged)).toBe(false);
    }

    // Public events still reach everyone, signed in or not.
    const heard = next<{ id: string }>(anonymous.socket, 'news_contributed');
    t.app.io.emit('news_contributed', { id: 'x' });
    expect(await heard).toEqual({ id: 'x' });
  });

  it("sends a published story's notification to each follower's own room", async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const ben = await createUser(t, 'Ben Okafor');
    const cleo = await createUser(t, 'Cleo Park');
    await follow(t.app, ben, asha.id);
    await follow(t.app, cleo, asha.id);
    const url = await listen(t.app);
    const sockets = {
      asha: await socketFor(url, asha.token),
      ben: await socketFor(url, ben.token),
      cleo: await socketFor(url, cleo.token),
    };

    const storyId = await addStory(t.app, { authorId: asha.id, title: 'Floods' });
    const toBen = next<Notification>(sockets.ben.socket, SOCKET_EVENTS.notification);
    const toCleo = next<Notification>(sockets.cleo.socket, SOCKET_EVENTS.notification);
    await t.app.domainEvents.emit('story:published', {
      storyId,
      authorId: asha.id,
      title: 'Floods',
    });
    expect(await toBen).toMatchObject({
      userId: ben.id,
      type: 'news_contribution',
      message: 'Asha Rao published "Floods"',
      newsId: { _id: storyId, title: 'Floods' },
    });
    expect((await toCleo).userId).toBe(cleo.id);
    await settle(
      t.app,
      Object.values(sockets).map((c) => c.socket),
    );
    expect(sockets.ben.received.get(SOCKET_EVENTS.notification)).toHaveLength(1);
    expect(sockets.cleo.received.get(SOCKET_EVENTS.notification)).toHaveLength(1);
    // Asha was followed twice before connecting; her own story tells her nothing.
    expect(sockets.asha.received.has(SOCKET_EVENTS.notification)).toBe(false);
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)(
    'sends each follower their own notification, whichever gateway their socket is on',
    async () => {
      const t = await buildAuthApp(engine, { config: { redisUrl } });
      const other = await start(t.config);
      const asha = await createUser(t, 'Asha Rao');
      const ben = await createUser(t, 'Ben Okafor');
      const cleo = await createUser(t, 'Cleo Park');
      await follow(t.app, ben, asha.id);
      await follow(t.app, cleo, asha.id);
      const here = await listen(t.app);
      const there = await listen(other);
      const sockets = {
        asha: await socketFor(there, asha.token),
        ben: await socketFor(there, ben.token),
        benHere: await socketFor(here, ben.token),
        cleo: await socketFor(here, cleo.token),
      };
      // The adapter subscribes asynchronously: wait until this gateway sees Ben's socket there.
      const benThere = sockets.ben.socket.id;
      for (let i = 0; i < 100; i++) {
        if ((await t.app.io.fetchSockets()).some((s) => s.id === benThere)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const storyId = await addStory(t.app, { authorId: asha.id, title: 'Floods' });
      const toBen = next<Notification>(sockets.ben.socket, SOCKET_EVENTS.notification);
      const toBenHere = next<Notification>(sockets.benHere.socket, SOCKET_EVENTS.notification);
      const toCleo = next<Notification>(sockets.cleo.socket, SOCKET_EVENTS.notification);
      await t.app.domainEvents.emit('story:published', {
        storyId,
        authorId: asha.id,
        title: 'Floods',
      });
      const [benListed] = (await call(t.app, 'GET', '/api/notifications', ben)).json();
      const [cleoListed] = (await call(t.app, 'GET', '/api/notifications', cleo)).json();
      expect(await toBen).toEqual(benListed);
      expect(await toBenHere).toEqual(benListed);
      expect(await toCleo).toEqual(cleoListed);
      expect(benListed).toMatchObject({
        userId: ben.id,
        type: 'news_contribution',
        newsId: { _id: storyId, title: 'Floods' },
      });
      expect(cleoListed.userId).toBe(cleo.id);
      expect(cleoListed._id).not.toBe(benListed._id);

      await settle(t.app, [sockets.benHere.socket, sockets.cleo.socket]);
      await settle(other, [sockets.asha.socket, sockets.ben.socket]);
      for (const client of [sockets.ben, sockets.benHere, sockets.cleo]) {
        expect(client.received.get(SOCKET_EVENTS.notification)).toHaveLength(1);
      }
      expect(sockets.asha.received.has(SOCKET_EVENTS.notification)).toBe(false);
    },
  );

  it('refuses a connection from a page of a foreign origin', async () => {
    const t = await buildAuthApp(engine);
    const asha = await createUser(t, 'Asha Rao');
    const url = await listen(t.app);

    for (const transports of [['polling'], ['websocket']]) {
      const socket = connect(url, {
        path: '/socket.io',
        transports,
        reconnection: false,
        auth: { token: asha.token },
        extraHeaders: { origin: 'https://evil.example' },
      });
      clients.push(socket);
      const outcome = await new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', () => resolve('refused'));
      });
      expect([transports, outcome]).toEqual([transports, 'refused']);
    }
    const polling = await fetch(`${url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(polling.status).toBe(403);
    expect(polling.headers.get('access-control-allow-origin')).toBeNull();

    // The site's own pages connect.
    const own = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: url },
    });
    clients.push(own);
    await next(own, 'connect');
  });
});
