import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../src/testing/free-port';

const run = promisify(execFile);

/**
 * Where Debian keeps PostgreSQL's server programs (the newest version installed), and as whom
 * to run them: initdb refuses root, so as root they run as the `postgres` user. An answer with
 * `reason` says why no private cluster can be made here.
 */
export function findPostgres(): { bin: string; runAs: string | null } | { reason: string } {
  const root = '/usr/lib/postgresql';
  const candidates = process.env.PG_BINDIR
    ? [process.env.PG_BINDIR]
    : existsSync(root)
      ? readdirSync(root)
          .filter((v) => /^\d+(\.\d+)?$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => path.join(root, v, 'bin'))
      : [];
  const bin = candidates.find((dir) =>
    ['initdb', 'pg_ctl', 'postgres'].every((tool) => existsSync(path.join(dir, tool))),
  );
  if (!bin) {
    const where = process.env.PG_BINDIR ?? `${root}/<version>/bin`;
    return { reason: `no PostgreSQL server programs (initdb, pg_ctl) in ${where}` };
  }
  if (process.getuid?.() !== 0) return { bin, runAs: null };
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return { reason: 'running as root and there is no postgres user to run initdb as' };
  }
  if (spawnSync('runuser', ['--help']).status !== 0) {
    return { reason: 'running as root and runuser is missing (initdb refuses root)' };
  }
  return { bin, runAs: 'postgres' };
}

export interface PostgresCluster {
  readonly port: number;
  /** A URL for `database` as the superuser (trust authentication, loopback only). */
  url(database?: string): string;
  start(): Promise<void>;
  /** pg_ctl stop: `fast` ends sessions and stops cleanly; `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  query<T extends pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
    database?: string,
  ): Promise<T[]>;
  /** pg_amcheck over every index and table of `database`: ok and what it said. */
  amcheck(database: string): Promise<{ ok: boolean; output: string }>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the suite's own, in a temp folder, on a free loopback port, that the
 * scenarios stop, restart and cut off as they please. The machine's shared server is never
 * touched. Durability settings are off: the scenarios crash the gateway, not PostgreSQL.
 */
export async function createCluster(): Promise<PostgresCluster> {
  const found = findPostgres();
  if ('reason' in found) throw new Error(found.reason);
  const { bin, runAs } = found;
  const home = mkdtempSync(path.join(os.tmpdir(), 'voices-pg-'));
  if (runAs) {
    const uid = Number(spawnSync('id', ['-u', runAs]).stdout.toString().trim());
    const gid = Number(spawnSync('id', ['-g', runAs]).stdout.toString().trim());
    chownSync(home, uid, gid);
  }
  const data = path.join(home, 'data');
  const port = await freePort();
  const tool = (name: string, args: string[]) =>
    runAs
      ? run('runuser', ['-u', runAs, '--', path.join(bin, name), ...args])
      : run(path.join(bin, name), args);

  await tool('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${home}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;

  const cluster: PostgresCluster = {
    port,
    url,
    async start() {
      await tool('pg_ctl', [
        '-D',
        data,
        '-l',
        path.join(home, 'server.log'),
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
    },
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    },
    async query(sql, params = [], database = 'postgres') {
      const client = new pg.Client({ connectionString: url(database) });
      client.on('error', () => {});
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async amcheck(database) {
      try {
        const { stdout, stderr } = await run(path.join(bin, 'pg_amcheck'), [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          '--install-missing',
          '--heapallindexed',
          '-d',
          database,
        ]);
        return { ok: true, output: stdout + stderr };
      } catch (error) {
        const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
        return { ok: false, output: stdout + stderr || String(error) };
      }
    },
    async destroy() {
      await cluster.stop('immediate').catch(() => {});
      rmSync(home, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
