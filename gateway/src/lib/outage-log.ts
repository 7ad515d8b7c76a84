import type { FastifyBaseLogger } from 'fastify';

export interface OutageLog {
  /** Something of the dependency failed: one warning for the outage, debug lines after it. */
  failed(error: unknown): void;
  /** It works again: one line saying so (and for how long it was away), if it was away. */
  recovered(): void;
  readonly down: boolean;
}

/**
 * Logs an outside dependency going away and coming back once each, however often its client
 * retries in between: a retry loop otherwise writes several warnings a second for as long as
 * the outage lasts, and the one line that matters is lost among them.
 */
export function createOutageLog(
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>,
  what: string,
  consequence: string,
): OutageLog {
  let since: number | null = null;
  return {
    failed(error) {
      if (since === null) {
        since = Date.now();
        log.warn({ err: error }, `${what} unavailable: ${consequence}`);
      } else {
        log.debug({ err: error }, `${what} still unavailable`);
      }
    },
    recovered() {
      if (since === null) return;
      const seconds = Math.round((Date.now() - since) / 100) / 10;
      since = null;
      log.info({ downSeconds: seconds }, `${what} available again after ${seconds} s`);
    },
    get down() {
      return since !== null;
    },
  };
}
