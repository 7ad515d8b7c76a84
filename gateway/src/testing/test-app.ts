import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import type { AppConfig } from '../config';

export type Engine = 'sqlite' | 'postgres';

/** The engines every database test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

const cleanups: (() => Promise<void>)[] = [];

/** A temp folder removed after the test. */
export function makeTempDir(prefix = 'voices-test-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty PostgreSQL schema, dropped after the test. */
async function makeTestSchema(): Promise<string> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withPgClient((client) => client.query(`create schema "${schema}"`));
  cleanups.push(() =>
    withPgClient((client) => client.query(`drop schema if exists "${schema}" cascade`)).then(
      () => {},
    ),
  );
  return schema;
}

export interface TestAppOptions {
  engine?: Engine;
  config?: Partial<AppConfig>;
  /**
   * PostgreSQL: the app connects here instead of TEST_DATABASE_URL (e.g. a proxy in front of
   * it that a test cuts off), to the same fresh schema.
   */
  databaseUrl?: string;
}

/** A configuration for tests: quiet logs, a temp DATA_DIR and SITE_DIR, the given engine. */
export async function createTestConfig(options: TestAppOptions = {}): Promise<AppConfig> {
  const engine = options.engine ?? 'sqlite';
  const dataDir = makeTempDir('voices-data-');
  let database: AppConfig['database'];
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    database = {
      engine: 'postgres',
      url: options.databaseUrl ?? url,
      schema: await makeTestSchema(),
    };
  } else {
    database = { engine: 'sqlite', file: path.join(dataDir, 'voices.db') };
  }
  return {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    database,
    siteDir: path.join(dataDir, 'site'),
    logLevel: 'silent',
    trustProxy: false,
    shutdownTimeoutMs: 5000,
    // No welcome edition unless a test asks for one: most count stories from an empty site.
    seed: 'none',
    ...options.config,
  };
}

/**
 * Builds the gateway on a fresh database of the given engine (SQLite by default). The app,
 * its database and temp folders are closed and removed after each test (see jest-setup).
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = await createTestConfig(options);
  return closeAfterTest(await buildApp(config));
}

/**
 * Closes `app` after the test, before the database schema and the folders its configuration
 * named are removed (cleanups run newest first). Every app a test builds must close this way: a
 * test file's own `afterEach` runs after the setup file's, so an app closed there would still be
 * at work (an event's listener, its heartbeat) while its schema was dropped under it.
 */
export function closeAfterTest(app: FastifyInstance): FastifyInstance {
  cleanups.push(async () => {
    await app.close();
  });
  return app;
}

/** Runs after each test: closes test apps, drops schemas, removes temp folders (newest first). */
export async function cleanUpTestResources(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop()!;
    try {
      await cleanup();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
}

/** `describe` once per engine, named after it: describeEachEngine('stories', (engine) => …). */
export function describeEachEngine(name: string, fn: (engine: Engine) => void): void {
  describe.each(ENGINES)(`${name} [%s]`, (engine) => fn(engine));
}
