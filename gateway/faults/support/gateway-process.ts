import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const GATEWAY_DIR = path.resolve(__dirname, '..', '..');
export const SERVER = path.join(GATEWAY_DIR, 'dist', 'server.js');

export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface GatewayProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly pid: number;
  /** Every JSON line it has logged so far. */
  logs(): LogLine[];
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The messages logged so far that start with `prefix`. */
  messages(prefix: string): LogLine[];
  kill(signal: NodeJS.Signals): void;
}

export interface StartOptions {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}

/** The environment of the machine running the suite must not leak into the gateway's. */
const CLEAN_ENV = {
  DATABASE_URL: '',
  REDIS_URL: '',
  REMOTES_JSON: '',
  SMTP_URL: '',
  LOG_LEVEL: 'info',
  NEWS_FEEDS: 'none',
  // An empty database stays empty: no welcome edition.
  SEED: 'none',
};

/** Starts `node dist/server.js` on a free loopback port; resolves once it listens. */
export function startGateway(options: StartOptions): Promise<GatewayProcess> {
  if (!existsSync(SERVER)) {
    throw new Error(
      `${SERVER} is missing: build the gateway first (pnpm --filter @voices/gateway build)`,
    );
  }
  const child = spawn(process.execPath, [SERVER], {
    cwd: GATEWAY_DIR,
    env: {
      ...process.env,
      ...CLEAN_ENV,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (let newline = buffer.indexOf('\n'); newline >= 0; newline = buffer.indexOf('\n')) {
        const text = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          line = { msg: text };
        }
        lines.push(line);
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(line.msg));
        if (match) {
          resolve({
            url: match[1]!,
            child,
            pid: child.pid!,
            logs: () => lines,
            exited,
            messages: (prefix) => lines.filter((l) => String(l.msg ?? '').startsWith(prefix)),
            kill: (signal) => child.kill(signal),
          });
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(new Error(`the gateway exited (${code ?? signal}) before listening: ${stderr}`)),
    );
  });
}

/** Ends it for sure (kill -9), if it still runs. */
export async function killGateway(gateway: GatewayProcess | null | undefined): Promise<void> {
  if (!gateway || gateway.child.exitCode !== null || gateway.child.signalCode !== null) return;
  gateway.kill('SIGKILL');
  await gateway.exited;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until `ok` holds or `ms` passes; answers the last value either way. */
export async function until<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  ms: number,
  every = 100,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() >= deadline) return value;
    await sleep(every);
  }
}
