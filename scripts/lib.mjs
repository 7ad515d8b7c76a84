// Helpers the root scripts share: where things are and how to run a command.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTE_DIRS = [
  'mfe-auth',
  'mfe-feed',
  'mfe-compose',
  'mfe-portal-themes',
  'mfe-profile',
];

/** A file whose presence means the package's production build exists. */
export const BUILD_MARKERS = {
  '@voices/contracts': 'packages/contracts/dist/index.js',
  '@voices/gateway': 'gateway/dist/server.js',
  '@voices/shell': 'shell/dist/index.html',
  ...Object.fromEntries(REMOTE_DIRS.map((dir) => [`@voices/${dir}`, `${dir}/dist/remoteEntry.js`])),
};

export function missingBuilds() {
  return Object.entries(BUILD_MARKERS)
    .filter(([, marker]) => !existsSync(path.join(root, marker)))
    .map(([name]) => name);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}
