import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection as KyselyConnection,
  type Driver,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import {
  ALWAYS_AVAILABLE,
  createDatabaseAvailability,
  type DatabaseAvailability,
} from './availability';
import type { Database } from './types';

/** Counts and other int8 values fit in a JS number here; pg would hand them over as strings. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A connect that gets no answer (a server that vanished from the network) gives up after this. */
const PG_CONNECT_TIMEOUT_MS = 5000;

export interface DatabaseConnection {
  db: Kysely<Database>;
  availability: DatabaseAvailability;
}

export interface ConnectOptions {
  /** Where connection trouble is logged (once per outage); silent without one. */
  log?: Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>;
  /** PostgreSQL's application_name, so an operator can tell the gateway's sessions apart. */
  applicationName?: string;
}

const silent = { warn() {}, info() {}, debug() {} };

/**
 * A pg pool that survives its server. node-postgres emits 'error' on a client whose connection
 * dies (a restart, `pg_terminate_backend`, a failover): on an idle client through the pool's
 * 'error', on a checked-out one on the client itself, and an 'error' event nobody listens to
 * ends the process. Both are listened to here and reported, with every failed connect and
 * query, to `availability`, which fails requests fast while the server is away.
 */
function guardedPool(pool: pg.Pool, availability: DatabaseAvailability): PostgresPool {
  pool.on('error', (error) => availability.report(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => availability.report(error));
  });
  const reported = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => {
      availability.report(error);
      throw error;
    });
  return {
    async connect(): Promise<PostgresPoolClient> {
      availability.check();
      const client = await reported(pool.connect());
      return {
        query: ((
          sqlOrCursor: string | PostgresCursor<unknown>,
          parameters?: readonly unknown[],
        ) => {
          if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
          return reported(client.query(sqlOrCursor, parameters as unknown[]));
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

/**
 * SQLite rolls a transaction back by itself when a write meets a full disk (SQLITE_FULL) or an
 * I/O error; Kysely's own rollback then fails with "no transaction is active", and that error
 * replaced the one that said what happened.
 */
class SqliteDriverAfterAutoRollback extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: KyselyConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingErrors extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverAfterAutoRollback(this.sqlite);
  }
}

/** Compiled patterns of `regexp_like`, by flags and source; the queries use a handful. */
const sqlitePatterns = new Map<string, RegExp>();
const SQLITE_PATTERNS_KEPT = 256;

/**
 * SQLite has no regular expressions of its own: `regexp_like(text, pattern[, flags])` is
 * given one, named and called as PostgreSQL 15's, on JavaScript's RegExp (always Unicode; the
 * flag 'i' ignores case). A null text matches nothing.
 */
function addRegexpLike(sqlite: SQLite.Database): void {
  sqlite.function(
    'regexp_like',
    { deterministic: true, varargs: true },
    (text: unknown, pattern: unknown, flags: unknown = '') => {
      if (typeof text !== 'string' || typeof pattern !== 'string') return 0;
      const mode = `${typeof flags === 'string' && flags.includes('i') ? 'i' : ''}u`;
      const key = `${mode}/${pattern}`;
      let regexp = sqlitePatterns.get(key);
      if (!regexp) {
        regexp = new RegExp(pattern, mode);
        if (sqlitePatterns.size >= SQLITE_PATTERNS_KEPT) sqlitePatterns.clear();
        sqlitePatterns.set(key, regexp);
      }
      return regexp.test(text) ? 1 : 0;
    },
  );
}

/** Opens the configured database; on PostgreSQL with a watch on the server's availability. */
export function connectDatabase(
  config: DatabaseConfig,
  options: ConnectOptions = {},
): DatabaseConnection {
  if (config.engine === 'postgres') {
    const settings: pg.ClientConfig = {
      connectionString: config.url,
      types: pgTypes,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    };
    const pool = new pg.Pool({ ...settings, max: 10 });
    const availability = createDatabaseAvailability({
      // A connection of its own: an idle one from the pool may be one the server just closed.
      probe: async () => {
        const client = new pg.Client(settings);
        client.on('error', () => {});
        try {
          await client.connect();
          await client.query('select 1');
        } finally {
          await client.end().catch(() => {});
        }
      },
      log: options.log ?? silent,
    });
    const dialect = new PostgresDialect({ pool: guardedPool(pool, availability) });
    return { db: new Kysely<Database>({ dialect }), availability };
  }

  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  addRegexpLike(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
  return { db, availability: ALWAYS_AVAILABLE };
}

/** The database alone, for scripts and benchmarks that need no availability watch. */
export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  return connectDatabase(config).db;
}
