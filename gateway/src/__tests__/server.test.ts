import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { makeTempDir } from '../testing';

const GATEWAY_DIR = path.join(__dirname, '..', '..');

/** The environment of the machine running the tests must not leak into the server's. */
const CLEAN_ENV = {
  DATABASE_URL: '',
  REDIS_URL: '',
  REMOTES_JSON: '',
  SITE_DIR: '',
  LOG_LEVEL: 'info',
  // No news sources: the test machine has no network to poll them over.
  NEWS_FEEDS: 'none',
  // An empty database stays empty: no welcome edition.
  SEED: 'none',
};

interface Running {
  child: ChildProcess;
  url: string;
  logs: () => Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `src/server.ts` as the entry would run, on a free port and a temp DATA_DIR. */
function start(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      ...CLEAN_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: makeTempDir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffer.slice(0, newline)) as Record<string, unknown>;
        buffer = buffer.slice(newline + 1);
        lines.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(line.msg));
        if (match) resolve({ child, url: match[1]!, logs: () => lines, exited });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
}

function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      ...CLEAN_ENV,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: makeTempDir(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('the server entry', () => {
  jest.setTimeout(30000);

  it('serves, logs JSON, and stops cleanly on SIGTERM with a websocket open', async () => {
    const server = await start();
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });

      const socket = connect(server.url, {
        transports: ['polling', 'websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      if (socket.io.engine.transport.name !== 'websocket') {
        await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
      }

      const started = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      socket.disconnect();
      const messages = server.logs().map((l) => l.msg);
      expect(messages).toEqual(
        expect.arrayContaining(['shutting down: finishing requests in flight', 'stopped']),
      );
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  it('refuses to start with a bad manifest, saying why', async () => {
    const { code, stderr } = await run({
      REMOTES_JSON: '{"mfe_blog": "/remotes/mfe-blog/mf-manifest.json"}',
    });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^Configuration error: REMOTES_JSON \(inline\) names an unknown remote "mfe_blog"/,
    );
  });

  it('refuses to start with a bad setting, saying why', async () => {
    const { code, stderr } = await run({ PORT: 'http' });
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration error: PORT must be a whole number');
  });
});
