import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../testing';
import { signIn, STORY_FIELDS } from '../../routes/contributions/__tests__/story-helpers';
import { freePort } from '../../testing/free-port';

// A Redis of its own that the test can stop: the machine's shared one is never touched.
const redisServer = spawnSync('redis-server', ['--version']).status === 0;
const describeWithRedis = redisServer ? describe : describe.skip;
if (!redisServer) console.warn('skipping the Redis outage test: no redis-server on this machine');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (up) return child;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('redis-server did not start');
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

function messages(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((call) => String(call[1] ?? call[0]));
}

async function publishStory(app: FastifyInstance, authorization: string, title: string) {
  return app.inject({
    method: 'POST',
    url: '/api/contribute',
    headers: { authorization },
    payload: { ...STORY_FIELDS, title },
  });
}

describeWithRedis('losing Redis', () => {
  const servers: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of servers.splice(0)) await stopRedis(child);
  });

  it('keeps HTTP going, warns once while it is away and once when it is back', async () => {
    jest.setTimeout(30_000);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const port = await freePort();
      servers.push(await startRedis(port));
      const app = await buildTestApp({ config: { redisUrl: `redis://127.0.0.1:${port}` } });
      await app.ready();
      // Two authors: each may publish 9 stories in 30 s.
      const authors = [await signIn(app, 'Ada Reporter'), await signIn(app, 'Bob Other')];
      const ada = authors[0]!;
      expect((await publishStory(app, ada.auth.authorization, 'Before')).statusCode).toBe(201);
      const warn = jest.spyOn(app.log, 'warn');
      const info = jest.spyOn(app.log, 'info');

      await stopRedis(servers.pop()!);
      // Long enough for the client to retry many times, and for events to be published.
      const until = Date.now() + 3000;
      let published = 0;
      while (Date.now() < until) {
        const author = authors[published % 2]!;
        const res = await publishStory(app, author.auth.authorization, `During ${published}`);
        expect(res.statusCode).toBe(201);
        expect((await app.inject({ method: 'GET', url: '/api/getContributions' })).statusCode).toBe(
          200,
        );
        published += 1;
        await sleep(250);
      }
      expect(published).toBeGreaterThan(5);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const outage = messages(warn).filter((m) => m.startsWith('redis unavailable'));
      expect(outage).toEqual([
        'redis unavailable: events between gateways are paused until it returns; this gateway works on',
      ]);

      servers.push(await startRedis(port));
      for (let i = 0; i < 100; i++) {
        if (messages(info).some((m) => m.startsWith('redis available again'))) break;
        await sleep(100);
      }
      expect(messages(info).filter((m) => m.startsWith('redis available again'))).toHaveLength(1);
      expect(messages(warn).filter((m) => m.startsWith('redis unavailable'))).toHaveLength(1);
      expect((await publishStory(app, ada.auth.authorization, 'After')).statusCode).toBe(201);
      // Nothing the adapter sent while Redis was away, or at the stop, was left unhandled.
      await app.close();
      await sleep(100);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
