import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/types';
import type { DatabaseConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: DatabaseConfig['engine'];
  }
}

/** Opens the database (SQLite by default, PostgreSQL by DATABASE_URL) and migrates it. */
export const databasePlugin = fp<{ database: DatabaseConfig }>(
  async (fastify, { database }) => {
    const db = openDatabase(database);
    try {
      const applied = await migrateToLatest(db, database.engine);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    } catch (error) {
      await db.destroy();
      throw error;
    }
    fastify.decorate('db', db);
    fastify.decorate('dbEngine', database.engine);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
