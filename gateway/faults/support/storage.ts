import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { PostgresCluster } from './postgres-cluster';

/** The files in DATA_DIR/uploads (served), with their sizes. */
export function servedFiles(dataDir: string): Map<string, number> {
  const dir = path.join(dataDir, 'uploads');
  const files = new Map<string, number>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) files.set(entry.name, statSync(path.join(dir, entry.name)).size);
  }
  return files;
}

/** Every file under DATA_DIR/uploads/.staging, as `<process id>/<name>`. */
export function stagedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads', '.staging');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface SiteDatabase {
  /** Every file name a row refers to: story images, their thumbnails, profile photos. */
  referencedFiles(): Promise<Set<string>>;
  /** How many stories have each of these titles. */
  storiesTitled(titles: string[]): Promise<Map<string, number>>;
  /** Idempotency-Key claims with no answer yet. */
  unfinishedClaims(): Promise<number>;
  /** Media rows whose story is gone, stories of missing authors: each must be 0. */
  danglingRows(): Promise<number>;
  /** PRAGMA integrity_check, or pg_amcheck over the whole database: ok and what it said. */
  integrity(): Promise<{ ok: boolean; output: string }>;
}

const REFERENCED = `select file_name as name from story_media
  union select thumbnail_name from story_media where thumbnail_name is not null
  union select photo from users where photo is not null`;
const UNFINISHED = 'select count(*) as n from idempotency_keys where status_code is null';
const DANGLING = `select
  (select count(*) from story_media m left join stories s on s.id = m.story_id where s.id is null) +
  (select count(*) from stories s left join users u on u.id = s.author_id where u.id is null) as n`;

/** The site's database, read from beside the gateway (SQLite in WAL mode allows it). */
export function siteDatabase(
  target:
    | { engine: 'sqlite'; dataDir: string }
    | { engine: 'postgres'; cluster: PostgresCluster; database: string },
): SiteDatabase {
  if (target.engine === 'sqlite') {
    const file = path.join(target.dataDir, 'voices.db');
    const open = <T>(fn: (db: Database.Database) => T): T => {
      const db = new Database(file, { fileMustExist: true });
      try {
        return fn(db);
      } finally {
        db.close();
      }
    };
    return {
      referencedFiles: async () =>
        open(
          (db) => new Set((db.prepare(REFERENCED).all() as { name: string }[]).map((r) => r.name)),
        ),
      storiesTitled: async (titles) =>
        open((db) => {
          const count = db.prepare('select count(*) as n from stories where title = ?');
          return new Map(titles.map((t) => [t, Number((count.get(t) as { n: number }).n)]));
        }),
      unfinishedClaims: async () =>
        open((db) => Number((db.prepare(UNFINISHED).get() as { n: number }).n)),
      danglingRows: async () =>
        open((db) => Number((db.prepare(DANGLING).get() as { n: number }).n)),
      integrity: async () =>
        open((db) => {
          const rows = db.pragma('integrity_check') as { integrity_check: string }[];
          const keys = db.pragma('foreign_key_check') as unknown[];
          const output = rows.map((r) => r.integrity_check).join('; ');
          return {
            ok: output === 'ok' && keys.length === 0,
            output: `${output}; foreign keys: ${keys.length} problems`,
          };
        }),
    };
  }
  const { cluster, database } = target;
  return {
    referencedFiles: async () =>
      new Set((await cluster.query<{ name: string }>(REFERENCED, [], database)).map((r) => r.name)),
    storiesTitled: async (titles) => {
      const rows = await cluster.query<{ title: string; n: number }>(
        'select title, count(*)::int as n from stories where title = any($1) group by title',
        [titles],
        database,
      );
      const counts = new Map(titles.map((t) => [t, 0]));
      for (const row of rows) counts.set(row.title, row.n);
      return counts;
    },
    unfinishedClaims: async () =>
      Number((await cluster.query<{ n: string }>(UNFINISHED, [], database))[0]!.n),
    danglingRows: async () =>
      Number((await cluster.query<{ n: string }>(DANGLING, [], database))[0]!.n),
    integrity: () => cluster.amcheck(database),
  };
}
