import type { FastifyBaseLogger } from 'fastify';
import { createOutageLog } from '../lib/outage-log';

/** Thrown instead of trying the database while it is known to be away. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly code = 'DATABASE_UNAVAILABLE';

  constructor() {
    super('the database is unavailable');
  }
}

/**
 * Codes of a lost or refused connection, as opposed to a query the database refused: network
 * errors, PostgreSQL's admin_shutdown / crash_shutdown / cannot_connect_now (57P0x), the
 * connection_exception class (08xxx) and too_many_connections (53300).
 */
const CONNECTION_CODES = new Set([
  'DATABASE_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres words some connection failures only in its message. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Connection closed/i;

/** True when the error means the database could not be reached, not that it refused a query. */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

export interface DatabaseAvailability {
  /** False while the database is known to be away: callers fail fast instead of trying it. */
  readonly available: boolean;
  /** Throws DatabaseUnavailableError while the database is away. */
  check(): void;
  /** Tells it about an error from the database; a connection error starts a check. */
  report(error: unknown): void;
  /** Stops checking (the app is closing). */
  close(): void;
}

export interface AvailabilityOptions {
  /** Resolves when the database answers a trivial query; must not go through `check()`. */
  probe: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>;
  /** How often an away database is tried again. */
  retryMs?: number;
}

/**
 * Watches the connection to a database server. A connection error (an idle connection closed
 * by a restart, `pg_terminate_backend`, a failover, a refused connect) starts a probe: if the
 * server still answers, the error was one connection's and nothing changes; if not, the
 * database counts as away, every request fails at once with 503 instead of waiting on a
 * connect, and the probe runs again every `retryMs` until the server answers.
 */
export function createDatabaseAvailability(options: AvailabilityOptions): DatabaseAvailability {
  const retryMs = options.retryMs ?? 1000;
  const outage = createOutageLog(
    options.log,
    'database',
    'requests are answered 503 until it returns',
  );
  let state: 'up' | 'checking' | 'down' = 'up';
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function probe(): void {
    options.probe().then(
      () => {
        if (closed) return;
        if (state === 'checking') {
          options.log.info('a database connection was lost; the database still answers');
        }
        state = 'up';
        outage.recovered();
      },
      (error: unknown) => {
        if (closed) return;
        state = 'down';
        outage.failed(error);
        timer = setTimeout(() => {
          timer = null;
          probe();
        }, retryMs);
        timer.unref();
      },
    );
  }

  return {
    get available() {
      return state !== 'down';
    },
    check() {
      if (state === 'down') throw new DatabaseUnavailableError();
    },
    report(error) {
      if (closed || state !== 'up' || error instanceof DatabaseUnavailableError) return;
      if (!isConnectionError(error)) return;
      state = 'checking';
      probe();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** For SQLite, a file the process opens itself: there is no connection to lose. */
export const ALWAYS_AVAILABLE: DatabaseAvailability = {
  available: true,
  check() {},
  report() {},
  close() {},
};
