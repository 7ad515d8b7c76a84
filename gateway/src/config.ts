import path from 'node:path';

export type DatabaseConfig =
  | { engine: 'sqlite'; file: string }
  | {
      engine: 'postgres';
      url: string;
      /** Tables live in this schema (first on the search path); tests isolate themselves this way. */
      schema?: string;
    };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl?: string;
  /** REMOTES_JSON: inline JSON (starts with `{` or `[`) or the absolute path of a JSON file. */
  remotesJson?: string;
  /** Holds the built `shell/dist` and `mfe-*\/dist` folders. */
  siteDir: string;
  logLevel: LogLevel;
  trustProxy: boolean | number | string;
  shutdownTimeoutMs: number;
}

/** A setting the gateway cannot start with; the message names the variable and the fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

/** The repository root: src/ and dist/ both sit directly in gateway/. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { engine: 'sqlite', file: path.join(dataDir, 'voices.db') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { engine: 'postgres', url };
  throw new ConfigError(
    'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset to use SQLite in DATA_DIR)',
  );
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Reads the gateway's settings from the environment (see docs/operations.md). */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const dataDir = path.resolve(cwd, setting(env, 'DATA_DIR') ?? 'data');
  const logLevel = (setting(env, 'LOG_LEVEL') ?? 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const remotes = setting(env, 'REMOTES_JSON');
  const remotesJson = remotes && !/^[[{]/.test(remotes) ? path.resolve(cwd, remotes) : remotes;
  const redisUrl = setting(env, 'REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\//i.test(redisUrl)) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss://');
  }
  const siteDir = setting(env, 'SITE_DIR');
  return {
    host: setting(env, 'HOST') ?? '0.0.0.0',
    port: integer(env, 'PORT', 8080, 0, 65535),
    dataDir,
    database: parseDatabaseUrl(setting(env, 'DATABASE_URL'), dataDir),
    ...(redisUrl ? { redisUrl } : {}),
    ...(remotesJson ? { remotesJson } : {}),
    siteDir: siteDir ? path.resolve(cwd, siteDir) : REPO_ROOT,
    logLevel,
    trustProxy: parseTrustProxy(setting(env, 'TRUST_PROXY')),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
  };
}
