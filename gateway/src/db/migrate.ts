import { Migrator, sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { migrations } from './migrations';

export async function createMigrator(
  db: Kysely<any>,
  engine: DatabaseConfig['engine'],
): Promise<Migrator> {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema unless told which
  // one, so name the schema the tables go to (the first on the search path).
  let migrationTableSchema: string | undefined;
  if (engine === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Brings the schema up to date; throws with the failing migration's name and cause. */
export async function migrateToLatest(
  db: Kysely<any>,
  engine: DatabaseConfig['engine'],
): Promise<string[]> {
  const migrator = await createMigrator(db, engine);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration failed${where}: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
