// `pnpm start`: build whatever has not been built yet, then run one gateway that serves the
// whole site (API, realtime, the shell and the five remotes) on PORT (default 8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { missingBuilds, root, run } from './lib.mjs';

const missing = missingBuilds();
if (missing.length > 0) {
  console.log(`Building ${missing.join(', ')} …`);
  const filters = missing.flatMap((name) => ['--filter', `${name}...`]);
  const code = await run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'build']);
  if (code !== 0) process.exit(code);
}

const gateway = spawn(process.execPath, [path.join(root, 'gateway/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    // Two glibc malloc arenas instead of up to sixteen: after a burst of large uploads the
    // gateway gives memory back instead of keeping it (docs/performance.md, Uploads and memory).
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
