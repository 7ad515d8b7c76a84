import { Migrator, sql, type Kysely } from 'kysely';
import type { DatabaseConfig } from '../config';
import { migrations } from './migrations';

// Migrations run on the schema as it was, before the types of src/db/types.ts hold: Kysely
// types such a handle as Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySchema = Kysely<any>;

export async function createMigrator(
  db: AnySchema,
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
  db: AnySchema,
  engine: DatabaseConfig['engine'],
): Promise<string[]> {
  const migrator = await createMigrator(db, engine);
  let outcome = await migrator.migrateToLatest();
  // Kysely looks for its tables in every schema of the database; on PostgreSQL a schema that
  // another client drops at that moment fails the look-up (3F000). Nothing was applied: retry.
  for (let retry = 0; retry < 3 && isSchemaDroppedMeanwhile(outcome.error); retry++) {
    outcome = await migrator.migrateToLatest();
  }
  const { error, results } = outcome;
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const where = failed ? ` in migration ${failed.migrationName}` : '';
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration failed${where}: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function isSchemaDroppedMeanwhile(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === '3F000';
}
