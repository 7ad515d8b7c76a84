import { statfs } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import { READINESS_MESSAGES } from '@voices/contracts';
import { DEFAULT_DISK_MIN_FREE_MB } from '../config';
import { serviceProblem } from '../lib/service-errors';
import { withTimeout } from '../lib/with-timeout';
import { createSystemRepository } from '../repositories/system-repository';

export type ReadinessResult = { ready: true } | { ready: false; message: string };

export interface Readiness {
  /** Whether to send this gateway traffic, and if not, why (one of READINESS_MESSAGES). */
  check(): Promise<ReadinessResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/** Each check gets this long before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;
/** The write checks run at most this often; probes in between read their last outcome. */
const WRITE_CHECK_EVERY_MS = 2000;

/** SQLite holds a lock for a long write: that is load, not storage that refuses writes. */
const BUSY = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);

/**
 * `/readyz`'s checks, cheap enough for a load balancer every few seconds: the stop flag and the
 * database's availability (in memory), `select 1`, and, at most every 2 s while they succeed,
 * whether writes can land: this process's heartbeat row is written (a read-only database file or a standby
 * refuses it), the free space of the data folders is read (below DISK_MIN_FREE_MB is "Disk
 * full"), a byte is written to and removed from the uploads folder, and a bucket holding the
 * uploads (MEDIA_STORE=s3) answers HeadBucket.
 */
export const readinessPlugin = fp(
  async (fastify) => {
    const system = createSystemRepository(fastify.db);
    const minFree = fastify.config.diskMinFreeBytes ?? DEFAULT_DISK_MIN_FREE_MB * 1024 * 1024;
    const database = fastify.config.database;
    const folders = [fastify.uploads.dir];
    if (database.engine === 'sqlite') folders.push(path.dirname(database.file));

    let lastWriteCheck: { at: number; result: ReadinessResult } | null = null;
    let writeCheck: Promise<ReadinessResult> | null = null;
    let lastLogged: string | null = null;

    const notReady = (message: string): ReadinessResult => ({ ready: false, message });

    async function databaseWrites(): Promise<ReadinessResult> {
      try {
        await withTimeout(fastify.instance.beat(), CHECK_TIMEOUT_MS);
        return { ready: true };
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && BUSY.has(code)) return { ready: true };
        switch (serviceProblem(error)) {
          case 'storage-read-only':
            return notReady(READINESS_MESSAGES.databaseReadOnly);
          case 'storage-full':
            return notReady(READINESS_MESSAGES.diskFull);
          case 'database-unavailable':
            return notReady(READINESS_MESSAGES.databaseUnavailable);
          default:
            fastify.log.warn({ err: error }, 'readiness check: the database refused a write');
            return notReady(READINESS_MESSAGES.databaseNotWritable);
        }
      }
    }

    async function diskSpace(): Promise<ReadinessResult> {
      for (const folder of folders) {
        const info = await statfs(folder);
        if (info.bavail * info.bsize < minFree) return notReady(READINESS_MESSAGES.diskFull);
      }
      try {
        await fastify.uploads.probeWrite();
      } catch (error) {
        if (serviceProblem(error) === 'storage-full') return notReady(READINESS_MESSAGES.diskFull);
        fastify.log.warn({ err: error }, 'readiness check: the uploads folder refused a write');
        return notReady(READINESS_MESSAGES.uploadsNotWritable);
      }
      return { ready: true };
    }

    /** A bucket (MEDIA_STORE=s3) answers HeadBucket; the uploads folder is checked above. */
    async function mediaStore(): Promise<ReadinessResult> {
      if (fastify.uploads.store.kind === 'local') return { ready: true };
      try {
        await withTimeout(fastify.uploads.checkStore(), CHECK_TIMEOUT_MS);
        return { ready: true };
      } catch (error) {
        fastify.log.debug({ err: error }, 'readiness check: the media store did not answer');
        return notReady(READINESS_MESSAGES.mediaStoreUnavailable);
      }
    }

    async function writes(): Promise<ReadinessResult> {
      // Only a success is reused: a failure is checked again at once (failing writes cost
      // nothing), so the probe sees storage or a database come back without delay.
      if (lastWriteCheck?.result.ready && Date.now() - lastWriteCheck.at < WRITE_CHECK_EVERY_MS) {
        return lastWriteCheck.result;
      }
      writeCheck ??= (async () => {
        const disk = await diskSpace();
        const store = disk.ready ? await mediaStore() : disk;
        const result = store.ready ? await databaseWrites() : store;
        lastWriteCheck = { at: Date.now(), result };
        return result;
      })().finally(() => {
        writeCheck = null;
      });
      return writeCheck;
    }

    async function check(): Promise<ReadinessResult> {
      if (fastify.lifecycle.shuttingDown) return notReady(READINESS_MESSAGES.shuttingDown);
      if (!fastify.dbAvailability.available) {
        return notReady(READINESS_MESSAGES.databaseUnavailable);
      }
      try {
        await withTimeout(system.ping(), CHECK_TIMEOUT_MS);
      } catch {
        return notReady(READINESS_MESSAGES.databaseUnavailable);
      }
      return writes();
    }

    fastify.decorate('readiness', {
      async check() {
        const result = await check();
        // Once per change, not once per probe.
        const message = result.ready ? null : result.message;
        if (message !== lastLogged) {
          if (message) fastify.log.warn({ reason: message }, 'not ready');
          else if (lastLogged) fastify.log.info('ready again');
          lastLogged = message;
        }
        return result;
      },
    } satisfies Readiness);
  },
  { name: 'readiness', dependencies: ['database', 'instance', 'uploads', 'lifecycle'] },
);
