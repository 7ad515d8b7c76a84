// `pnpm dev`: every dev server at once. The gateway runs from source on 8080 with a manifest
// that points at the remotes' dev servers; the shell's dev server (3000) proxies to it.
import { spawn } from 'node:child_process';
import { REMOTE_DIRS, root } from './lib.mjs';

const require = (await import('node:module')).createRequire(import.meta.url);
const { DEV_PORTS, federationName } = require('../packages/webpack-config/index.js');

const manifest = Object.fromEntries(
  REMOTE_DIRS.map((dir) => [
    federationName(dir),
    `http://127.0.0.1:${DEV_PORTS[dir]}/mf-manifest.json`,
  ]),
);

const children = [];
function start(name, args, env = {}) {
  // Each server leads its own process group, so stopping it stops what pnpm started under it.
  const child = spawn('pnpm', args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code) => console.log(`[${name}] exited with ${code}`));
  children.push(child);
}

start('contracts', ['--filter', '@voices/contracts', 'build']);
start('gateway', ['--filter', '@voices/gateway', 'dev'], {
  REMOTES_JSON: JSON.stringify(manifest),
});
start('shell', ['--filter', '@voices/shell', 'dev']);
for (const dir of REMOTE_DIRS) start(dir, ['--filter', `@voices/${dir}`, 'dev']);

console.log(`Open http://127.0.0.1:${DEV_PORTS.shell} (the gateway is on ${DEV_PORTS.gateway}).`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(0);
  });
}
