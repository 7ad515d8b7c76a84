import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fp from 'fastify-plugin';
import { DAY, SECOND } from '../lib/clock';
import { createInstancesRepository, type InstanceRow } from '../repositories/instances-repository';

/** How often a running gateway refreshes its row in gateway_instances. */
export const HEARTBEAT_MS = 10 * SECOND;
/** A row not refreshed for this long belongs to a process that is gone (or cut off). */
export const STALE_AFTER_MS = 30 * SECOND;

export interface GatewayInstance {
  /** Random, new at every start: what Idempotency-Key claims and staged uploads are tagged with. */
  readonly id: string;
  readonly host: string;
  readonly pid: number;
  /** Refreshes this process's row now (a real write: readiness reads its outcome). */
  beat(): Promise<void>;
  /** When the last refresh was tried (ms) and why it failed, if it did; null before the first. */
  readonly lastBeat: { at: number; error: unknown } | null;
  /** Rows refreshed before this time (ISO) are stale. */
  staleBefore(): string;
  /**
   * Whether other processes' stale rows can be taken to mean they are gone: only after this
   * process has itself refreshed its row for a whole stale period (after a database outage
   * every row is stale, the live ones included).
   */
  canJudgeStaleness(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    instance: GatewayInstance;
  }
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This gateway process in gateway_instances: registered at start, refreshed every 10 s while it
 * runs, removed when it stops. At start it also removes the rows of earlier processes on this
 * host that are no longer running (a crash, kill -9), so what they held is free at once. Rows
 * of other hosts are judged by their age alone.
 */
export const instancePlugin = fp<{ id?: string }>(
  async (fastify, options) => {
    const instances = createInstancesRepository(fastify.db);
    const startedAt = new Date();
    const row: InstanceRow = {
      id: options.id ?? randomBytes(8).toString('hex'),
      host: os.hostname(),
      pid: process.pid,
      started_at: startedAt.toISOString(),
      heartbeat_at: startedAt.toISOString(),
    };
    let lastBeat: GatewayInstance['lastBeat'] = null;
    let lastFailureAt = 0;
    let beating: Promise<void> | null = null;

    const beat = (): Promise<void> => {
      beating ??= (async () => {
        const at = Date.now();
        try {
          await instances.beat({ ...row, heartbeat_at: new Date(at).toISOString() });
          lastBeat = { at, error: null };
        } catch (error) {
          lastBeat = { at, error };
          lastFailureAt = at;
          throw error;
        } finally {
          beating = null;
        }
      })();
      return beating;
    };

    const instance: GatewayInstance = {
      id: row.id,
      host: row.host,
      pid: row.pid,
      beat,
      get lastBeat() {
        return lastBeat;
      },
      staleBefore: () => new Date(Date.now() - STALE_AFTER_MS).toISOString(),
      canJudgeStaleness: () =>
        lastBeat !== null &&
        lastBeat.error === null &&
        Date.now() - lastFailureAt >= STALE_AFTER_MS,
    };
    fastify.decorate('instance', instance);

    try {
      const gone = (await instances.list()).filter(
        (other) =>
          other.id !== row.id &&
          other.host === row.host &&
          (other.pid === row.pid || !processIsRunning(other.pid)),
      );
      await instances.delete(gone.map((other) => other.id));
      await instances.deleteBeatBefore(new Date(Date.now() - DAY).toISOString());
      if (gone.length > 0) {
        fastify.log.info(
          { instances: gone.map((other) => other.id) },
          'earlier gateway processes on this host are gone; what they held is released',
        );
      }
      await beat();
    } catch (error) {
      // A read-only or full database still serves reads; readiness reports it.
      fastify.log.warn({ err: error }, 'could not register this gateway process in the database');
    }

    const timer = setInterval(() => {
      beat().catch((error: unknown) =>
        fastify.log.debug({ err: error }, 'gateway heartbeat failed'),
      );
    }, HEARTBEAT_MS);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await beating?.catch(() => {});
      await instances.delete([row.id]).catch(() => {});
    });
  },
  { name: 'instance', dependencies: ['database'] },
);
