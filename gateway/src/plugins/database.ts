import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseAvailability } from '../db/availability';
import { connectDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { SqliteReaders } from '../db/sqlite-readers';
import type { Database } from '../db/types';
import type { DatabaseConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DatabaseConfig['engine'];
    /** Whether the database server can be reached (always, for SQLite); see db/availability.ts. */
    dbAvailability: DatabaseAvailability;
    /** SQLite only: read-only connections on worker threads for costly reads (search). */
    sqliteReaders: SqliteReaders | null;
  }
}

/**
 * Opens the database (SQLite by default, PostgreSQL by DATABASE_URL) and migrates it. On
 * PostgreSQL the sessions are named `voices-gateway-<instance id>` (pg_stat_activity's
 * application_name), the id of this process in gateway_instances.
 */
export const databasePlugin = fp<{ database: DatabaseConfig; instanceId?: string }>(
  async (fastify, { database, instanceId }) => {
    const { db, availability } = connectDatabase(database, {
      log: fastify.log.child({ module: 'database' }),
      applicationName: instanceId ? `voices-gateway-${instanceId}` : 'voices-gateway',
    });
    try {
      const applied = await migrateToLatest(db, database.engine);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      availability.close();
      await db.destroy();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.decorate('dbEngine', database.engine);
    fastify.decorate('dbAvailability', availability);
    const readers = database.engine === 'sqlite' ? new SqliteReaders(database.file) : null;
    fastify.decorate('sqliteReaders', readers);
    fastify.addHook('onClose', async () => {
      availability.close();
      await readers?.close();
      await db.destroy();
    });
  },
  { name: 'database' },
);
