import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { buildTestApp } from '../../testing';

const clients: Socket[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function client(url: string, options: Parameters<typeof connect>[1] = {}): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['polling', 'websocket'],
    reconnection: false,
    ...options,
  });
  clients.push(socket);
  return socket;
}

function once<T = void>(
  emitter: { once(event: string, fn: (value: T) => void): unknown },
  event: string,
): Promise<T> {
  return new Promise((resolve) => emitter.once(event, resolve));
}

/** Connects (the server sees which transport came first), then waits for the websocket. */
async function connectAndUpgrade(
  app: FastifyInstance,
  url: string,
): Promise<{ socket: Socket; firstTransport: string }> {
  const firstTransport = new Promise<string>((resolve) =>
    app.io.once('connection', (serverSocket) => resolve(serverSocket.conn.transport.name)),
  );
  const socket = client(url);
  await once(socket, 'connect');
  if (socket.io.engine.transport.name !== 'websocket') {
    await once(socket.io.engine as never, 'upgrade');
  }
  return { socket, firstTransport: await firstTransport };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('realtime', () => {
  it('connects over polling, then upgrades to websocket', async () => {
    const app = await buildTestApp();
    const url = await listen(app);
    const { socket, firstTransport } = await connectAndUpgrade(app, url);
    expect(firstTransport).toBe('polling');
    expect(socket.io.engine.transport.name).toBe('websocket');

    // The server side is app.io: a message reaches the client through it.
    const received = once<{ authorId: string }>(socket, 'custom_heading_updated');
    app.io.emit('custom_heading_updated', { authorId: '665f1c2a9b3e4d5f6a7b8c9d' });
    expect(await received).toEqual({ authorId: '665f1c2a9b3e4d5f6a7b8c9d' });
  });

  it('answers CORS on the polling transport for a manifest origin only', async () => {
    const app = await buildTestApp({
      config: { remotesJson: '{"mfe_feed": "http://127.0.0.1:3002/mf-manifest.json"}' },
    });
    const url = await listen(app);
    const ask = (origin: string) =>
      fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });

    const allowed = await ask('http://127.0.0.1:3002');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3002');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');

    const self = await ask(url);
    expect(self.headers.get('access-control-allow-origin')).toBe(url);

    const other = await ask('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('closes with a websocket still open', async () => {
    const app = await buildTestApp();
    const url = await listen(app);
    const { socket } = await connectAndUpgrade(app, url);
    const disconnected = once<string>(socket, 'disconnect');

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await disconnected).toBeDefined();
    expect(app.server.listening).toBe(false);
  });

  it('finishes a request in flight when it closes, and refuses readiness meanwhile', async () => {
    const app = await buildTestApp();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    app.get('/api/slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    const url = await listen(app);

    const slow = fetch(`${url}/api/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await inside;
    const closing = app.close();
    try {
      await until(() => app.lifecycle.shuttingDown);
      expect(app.lifecycle.shuttingDown).toBe(true);
    } finally {
      release();
    }
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await closing;
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('shares broadcasts between gateways through Redis', async () => {
    const a = await buildTestApp({ config: { redisUrl: redisUrl! } });
    const b = await buildTestApp({ config: { redisUrl: redisUrl! } });
    const urlA = await listen(a);
    await listen(b);
    const socket = client(urlA);
    await once(socket, 'connect');
    // The adapter subscribes asynchronously; retry the broadcast until it arrives.
    const received = once<{ authorId: string }>(socket, 'custom_heading_updated');
    const timer = setInterval(() => b.io.emit('custom_heading_updated', { authorId: 'x' }), 100);
    try {
      expect(await received).toEqual({ authorId: 'x' });
    } finally {
      clearInterval(timer);
    }
  });
});
