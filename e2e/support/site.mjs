// Starts the production build the way it is deployed at scale: the gateway serves the shell,
// and each remote is served from its own origin (its own port here), named in the manifest
// the gateway publishes through REMOTES_JSON. Used by the browser tests and the benchmarks.
import { spawn } from 'node:child_process';

/** The address the browser tests' site makes a moderator (MODERATOR_EMAILS). */
export const MODERATOR_EMAIL = 'moderator@e2e.example';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTE_DIRS = [
  'mfe-auth',
  'mfe-feed',
  'mfe-compose',
  'mfe-portal-themes',
  'mfe-profile',
];
export const federationName = (dir) => dir.replace(/-/g, '_');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A static file server for one built remote, on a fixed port, that can be stopped and started
 * again. With `compressed`, it answers as a CDN would: the build's brotli or gzip files to
 * browsers that take them, content-hashed files cached for good (the browser tests' servers send
 * every file as it is).
 */
export function createRemoteServer(dir, port, { compressed = false } = {}) {
  const distDir = path.join(root, dir, 'dist');
  let server = null;
  const sockets = new Set();
  const handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(
      distDir,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''),
    );
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const accepts = compressed ? String(req.headers['accept-encoding'] ?? '') : '';
    const encoding = ['br', 'gzip'].find(
      (name) => accepts.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`),
    );
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control':
        compressed && /\.[0-9a-f]{10}\.\w+$/.test(file)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      ...(compressed ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file).pipe(res);
  };
  return {
    dir,
    name: federationName(dir),
    port,
    origin: `http://127.0.0.1:${port}`,
    async start() {
      if (server) return;
      server = createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    async stop() {
      if (!server) return;
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => closing.close(() => resolve()));
    },
  };
}

async function waitForReady(url, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The gateway exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * @param {{ env?: Record<string, string>, remotesOnOwnOrigins?: boolean, quiet?: boolean }} [options]
 */
export async function startSite(options = {}) {
  const missing = [
    'shell/dist/index.html',
    'gateway/dist/server.js',
    ...REMOTE_DIRS.map((d) => `${d}/dist/remoteEntry.js`),
  ].filter((marker) => !existsSync(path.join(root, marker)));
  if (missing.length)
    throw new Error(`The site is not built (missing ${missing.join(', ')}): run pnpm build`);

  const remotesOnOwnOrigins = options.remotesOnOwnOrigins ?? true;
  /** @type {Record<string, ReturnType<typeof createRemoteServer>>} */
  const remotes = {};
  const manifest = {};
  if (remotesOnOwnOrigins) {
    for (const dir of REMOTE_DIRS) {
      const remote = createRemoteServer(dir, await freePort());
      await remote.start();
      remotes[remote.name] = remote;
      manifest[remote.name] = `${remote.origin}/mf-manifest.json`;
    }
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voices-e2e-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NEWS_FEEDS: 'none',
    SEED: 'none',
    // The moderation test signs in as this address (see tests/moderation.spec.ts).
    MODERATOR_EMAILS: MODERATOR_EMAIL,
    // One proxy in front, as in production: members registered through the API come from
    // addresses of their own (support/members.mjs), so the per-address limits see a crowd.
    TRUST_PROXY: '1',
    ...(remotesOnOwnOrigins ? { REMOTES_JSON: JSON.stringify(manifest) } : {}),
    ...options.env,
  };
  delete env.DATABASE_URL;
  const gateway = spawn(process.execPath, [path.join(root, 'gateway/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForReady(`${baseURL}/readyz`, gateway);

  return {
    baseURL,
    dataDir,
    remotes,
    gateway,
    async stop() {
      if (gateway.exitCode === null) {
        const exited = new Promise((resolve) => gateway.once('exit', resolve));
        gateway.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (gateway.exitCode === null) gateway.kill('SIGKILL');
      }
      await Promise.all(Object.values(remotes).map((remote) => remote.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
