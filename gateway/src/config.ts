import path from 'node:path';
import { DEFAULT_NEWS_FEEDS } from './data/default-feeds';
import { parseFeedList, type NewsFeedConfig } from './lib/feeds/feed-config';
import type { MediaStoreConfig } from './lib/media-store';

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
  /** PUBLIC_URL: the site's origin in links the server writes (share cards, feeds, sitemaps); unset: the request's. */
  publicUrl?: string;
  /** SHUTDOWN_TIMEOUT_MS: how long a stop waits for requests in flight before giving up. */
  shutdownTimeoutMs: number;
  /** DISK_MIN_FREE_MB in bytes: below this much free space `/readyz` answers "Disk full". */
  diskMinFreeBytes?: number;
  /** How many uploads run at once (see docs/operations.md, Uploads); unset: the defaults. */
  uploads?: Partial<UploadConcurrency>;
  /** MEDIA_STORE and S3_*: where uploaded pictures live; unset: DATA_DIR/uploads. */
  mediaStore?: MediaStoreConfig;
  /** SMTP_URL (smtp:// or smtps://); unset: e-mail is written to DATA_DIR/outbox instead. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of the site's e-mail. */
  mailFrom?: string;
  /** AUTH_SECRET keys the stored one-time codes; unset: generated once into DATA_DIR. */
  authSecret?: string;
  /** The clock every time-based rule reads (sign-in codes, limits, sessions); tests move it. */
  now?: () => Date;
  /** NEWS_FEEDS: the news sources to poll (loadConfig: the default list unless set; tests: none). */
  newsFeeds?: NewsFeedConfig[];
  /** NEWS_POLL_SECONDS: how often each news source is polled (default 900). */
  newsPollSeconds?: number;
  /** Poll the news sources from start-up; tests leave it off and poll by hand. */
  newsPolling?: boolean;
  /** Send the daily digest e-mails from start-up; tests leave it off and run them by hand. */
  emailDigests?: boolean;
  /** EMAIL_DIGEST_HOUR_UTC: the UTC hour from which each day's digests go out (default 7). */
  digestHourUtc?: number;
  /** OPENWEATHER_API_KEY: current weather from OpenWeatherMap instead of Open-Meteo. */
  openWeatherApiKey?: string;
  /** OPEN_METEO_URL: base URL of the Open-Meteo forecast API. */
  openMeteoUrl?: string;
  /** OPENWEATHER_URL: base URL of the OpenWeatherMap API. */
  openWeatherUrl?: string;
  /** GEOCODER_URL: a Nominatim-compatible reverse geocoder; unset: the bundled boundaries. */
  geocoderUrl?: string;
  /** AI_BASE_URL, AI_API_KEY, AI_MODELS: an OpenAI-compatible chat endpoint for the AI step; unset: the local summariser. */
  ai?: AiConfig;
  /** SEED: 'welcome' makes the welcome edition on an empty database (loadConfig's default); unset or 'none': nothing. */
  seed?: 'welcome' | 'none';
  /** MODERATOR_EMAILS: addresses made moderators at start and at each sign-in (lower case). */
  moderatorEmails?: string[];
  /**
   * TRANSLATE_SCRIPT_URL: the script of a page translation service that shows the site in the
   * forty interface languages without catalogues; unset: those languages are shown in English.
   */
  translateScriptUrl?: string;
}

export interface AiConfig {
  /** Without a trailing slash; the call goes to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as a bearer token; never leaves the server. */
  apiKey?: string;
  /** Tried in turn (1 to 4 names). */
  models: string[];
  /** Each call's time limit (AI_TIMEOUT_SECONDS, default 20 s). */
  timeoutMs: number;
}

export interface UploadConcurrency {
  /** UPLOADS_PER_MEMBER: uploads one member (or, signed out, one address) may have running. */
  perMember: number;
  /** UPLOADS_CONCURRENT: uploads the gateway reads and processes at once; more wait their turn. */
  total: number;
  /** IMAGE_JOBS: images decoded and encoded at once, whatever the number of uploads. */
  imageJobs: number;
}

export const DEFAULT_UPLOAD_CONCURRENCY: UploadConcurrency = {
  perMember: 2,
  total: 8,
  imageJobs: 2,
};

/** A maximum-size publish takes 12 to 14 s on two cores; a slow link takes longer. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 60_000;
export const DEFAULT_DISK_MIN_FREE_MB = 16;

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

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A hop count is given as a trust function: Fastify
 * 5 answers a plain number with a function that trusts no address at all (since 5.7, so that a
 * client talking to the gateway directly cannot forge its address with enough X-Forwarded-For
 * entries), which would leave every client at the balancer's address. `(address, hop) => hop <
 * n` trusts the n nearest hops, the peer of the connection first, whatever their addresses: the
 * meaning the configuration table gives `TRUST_PROXY=1`. It is only safe when the gateways can
 * be reached through the balancer alone; otherwise give the balancer's addresses.
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  if (value === 0) return false;
  return (_address, hop) => hop < value;
}

function parseNewsFeeds(raw: string | undefined): NewsFeedConfig[] {
  if (raw === undefined) return DEFAULT_NEWS_FEEDS.map((feed) => ({ ...feed }));
  if (raw.toLowerCase() === 'none') return [];
  try {
    return parseFeedList(raw);
  } catch (error) {
    throw new ConfigError(`NEWS_FEEDS ${(error as Error).message}`);
  }
}

function httpUrl(env: Env, name: string): string | undefined {
  const value = setting(env, name);
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/]/i.test(value)) {
    throw new ConfigError(`${name} must start with http:// or https://`);
  }
  return value.replace(/\/+$/, '');
}

/** An origin only (scheme, host, port): the paths the server writes are added to it. */
function parsePublicUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    url = new URL('invalid:');
  }
  if (!/^https?:$/.test(url.protocol) || !url.host || url.pathname.replace(/\/+$/, '') !== '') {
    throw new ConfigError(
      `PUBLIC_URL must be the site's origin, e.g. https://voices.example.org, not "${raw}"`,
    );
  }
  return url.origin;
}

function parseAi(env: Env): AiConfig | undefined {
  const baseUrl = httpUrl(env, 'AI_BASE_URL');
  const apiKey = setting(env, 'AI_API_KEY');
  const rawModels = setting(env, 'AI_MODELS');
  if (baseUrl === undefined && rawModels === undefined) {
    if (apiKey !== undefined) {
      throw new ConfigError('AI_API_KEY is set without AI_BASE_URL and AI_MODELS');
    }
    return undefined;
  }
  if (baseUrl === undefined || rawModels === undefined) {
    throw new ConfigError(
      'AI_BASE_URL and AI_MODELS must be set together (leave both unset to use the local summariser)',
    );
  }
  const models = rawModels
    .split(',')
    .map((model) => model.trim())
    .filter(Boolean);
  if (models.length === 0 || models.length > 4) {
    throw new ConfigError('AI_MODELS must name 1 to 4 models, separated by commas');
  }
  return {
    baseUrl,
    ...(apiKey ? { apiKey } : {}),
    models,
    timeoutMs: integer(env, 'AI_TIMEOUT_SECONDS', 20, 1, 300) * 1000,
  };
}

const S3_SETTINGS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX'] as const;

/** MEDIA_STORE=local (the default: undefined) or s3, with S3_BUCKET and the optional S3_* settings. */
function parseMediaStore(env: Env): MediaStoreConfig | undefined {
  const kind = (setting(env, 'MEDIA_STORE') ?? 'local').toLowerCase();
  if (kind === 'local') {
    const stray = S3_SETTINGS.find((name) => setting(env, name) !== undefined);
    if (stray) {
      throw new ConfigError(
        `${stray} is set but MEDIA_STORE is not s3: set MEDIA_STORE=s3 to keep uploads in the bucket, or unset ${stray}`,
      );
    }
    return undefined;
  }
  if (kind !== 's3') {
    throw new ConfigError(
      'MEDIA_STORE must be local (uploads in DATA_DIR/uploads) or s3 (uploads in S3_BUCKET)',
    );
  }
  const bucket = setting(env, 'S3_BUCKET');
  if (bucket === undefined) {
    throw new ConfigError(
      'MEDIA_STORE=s3 needs S3_BUCKET, the name of the bucket to store uploads in',
    );
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{2,254}$/.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (letters, digits, ".", "-", "_"), not "${bucket}"`,
    );
  }
  const endpoint = httpUrl(env, 'S3_ENDPOINT');
  const rawPrefix = (setting(env, 'S3_PREFIX') ?? '').replace(/^\/+/, '');
  const unprintable = [...rawPrefix].some((c) => c.charCodeAt(0) < 0x20 || c === '\\');
  if (rawPrefix.includes('//') || unprintable) {
    throw new ConfigError(
      `S3_PREFIX must be a key prefix such as voices/uploads/, not "${rawPrefix}"`,
    );
  }
  const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`;
  return {
    kind: 's3',
    bucket,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    prefix,
  };
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** TRANSLATE_SCRIPT_URL: an https URL (http only on this machine, for development and tests). */
export function parseTranslateScriptUrl(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  const allowed =
    url !== undefined &&
    !url.username &&
    !url.password &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname)));
  if (!url || !allowed) {
    throw new ConfigError(
      `TRANSLATE_SCRIPT_URL must be the https:// address of the translation script (http:// only on localhost), not "${raw}"`,
    );
  }
  return url.href;
}

function parseSeed(raw: string | undefined): 'welcome' | 'none' {
  const value = (raw ?? 'welcome').toLowerCase();
  if (value === 'welcome' || value === 'none') return value;
  throw new ConfigError(
    'SEED must be welcome (the welcome edition on an empty database) or none (no content at start)',
  );
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
  const smtpUrl = setting(env, 'SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/i.test(smtpUrl)) {
    throw new ConfigError(
      'SMTP_URL must start with smtp:// or smtps://, e.g. smtp://user:password@mail.example.com:587',
    );
  }
  const mailFrom = setting(env, 'MAIL_FROM');
  const authSecret = setting(env, 'AUTH_SECRET');
  if (authSecret !== undefined && authSecret.length < 32) {
    throw new ConfigError(
      'AUTH_SECRET must be at least 32 characters (e.g. the output of `openssl rand -hex 32`)',
    );
  }
  const openWeatherApiKey = setting(env, 'OPENWEATHER_API_KEY');
  const openMeteoUrl = httpUrl(env, 'OPEN_METEO_URL');
  const openWeatherUrl = httpUrl(env, 'OPENWEATHER_URL');
  const geocoderUrl = httpUrl(env, 'GEOCODER_URL');
  const ai = parseAi(env);
  const publicUrl = parsePublicUrl(setting(env, 'PUBLIC_URL'));
  const mediaStore = parseMediaStore(env);
  const moderatorEmails = parseModeratorEmails(setting(env, 'MODERATOR_EMAILS'));
  const translateScriptUrl = parseTranslateScriptUrl(setting(env, 'TRANSLATE_SCRIPT_URL'));
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
    ...(publicUrl ? { publicUrl } : {}),
    shutdownTimeoutMs: integer(
      env,
      'SHUTDOWN_TIMEOUT_MS',
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
      0,
      3_600_000,
    ),
    diskMinFreeBytes:
      integer(env, 'DISK_MIN_FREE_MB', DEFAULT_DISK_MIN_FREE_MB, 0, 1_000_000) * 1024 * 1024,
    uploads: {
      perMember: integer(env, 'UPLOADS_PER_MEMBER', DEFAULT_UPLOAD_CONCURRENCY.perMember, 1, 100),
      total: integer(env, 'UPLOADS_CONCURRENT', DEFAULT_UPLOAD_CONCURRENCY.total, 1, 1000),
      imageJobs: integer(env, 'IMAGE_JOBS', DEFAULT_UPLOAD_CONCURRENCY.imageJobs, 1, 64),
    },
    ...(mediaStore ? { mediaStore } : {}),
    ...(smtpUrl ? { smtpUrl } : {}),
    ...(mailFrom ? { mailFrom } : {}),
    ...(authSecret ? { authSecret } : {}),
    newsFeeds: parseNewsFeeds(setting(env, 'NEWS_FEEDS')),
    newsPollSeconds: integer(env, 'NEWS_POLL_SECONDS', 900, 60, 86_400),
    newsPolling: true,
    emailDigests: true,
    digestHourUtc: integer(env, 'EMAIL_DIGEST_HOUR_UTC', 7, 0, 23),
    ...(openWeatherApiKey ? { openWeatherApiKey } : {}),
    ...(openMeteoUrl ? { openMeteoUrl } : {}),
    ...(openWeatherUrl ? { openWeatherUrl } : {}),
    ...(geocoderUrl ? { geocoderUrl } : {}),
    ...(ai ? { ai } : {}),
    seed: parseSeed(setting(env, 'SEED')),
    ...(moderatorEmails.length > 0 ? { moderatorEmails } : {}),
    ...(translateScriptUrl ? { translateScriptUrl } : {}),
  };
}

/** MODERATOR_EMAILS: comma-separated addresses, any case; each must look like an address. */
export function parseModeratorEmails(value: string | undefined): string[] {
  const emails = (value ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e.length > 0);
  for (const email of emails) {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new ConfigError(`MODERATOR_EMAILS: "${email}" is not an e-mail address`);
    }
  }
  return [...new Set(emails)];
}
