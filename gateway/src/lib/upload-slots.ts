import { SERVICE_MESSAGES } from '@voices/contracts';
import { HttpError } from './http-errors';
import { RateLimitError } from './rate-limit';

/** A 503 that says when to come back; the error handler sends it as Retry-After. */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

export interface UploadSlotLimits {
  /** Uploads one member may have running or waiting. */
  perMember: number;
  /** Uploads running at once; more wait in line. */
  total: number;
  /** Uploads that may wait; one more is refused at once (default: 4 × total). */
  maxWaiting?: number;
  /** How long an upload waits in line before it is refused (default 30 s). */
  maxWaitMs?: number;
}

/** Seconds a member over their own limit is told to wait: about one upload's time. */
const MEMBER_RETRY_AFTER_SECONDS = 10;
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * How many uploads run at once, per member and in all. A member's third upload while two run is
 * refused with 429; beyond the total, uploads wait their turn (their bodies unread, so they
 * cost a socket and nothing more) and are refused with 503 when the line is full or the wait
 * too long. `acquire` answers the function that gives the slot back.
 */
export function createUploadSlots(limits: UploadSlotLimits) {
  const maxWaiting = limits.maxWaiting ?? limits.total * 4;
  const maxWaitMs = limits.maxWaitMs ?? 30_000;
  const byMember = new Map<string, number>();
  const line: { grant: () => void }[] = [];
  let running = 0;

  const busy = () => new ServiceBusyError(SERVICE_MESSAGES.uploadsBusy, BUSY_RETRY_AFTER_SECONDS);
  const leave = (member: string) => {
    const left = (byMember.get(member) ?? 1) - 1;
    if (left > 0) byMember.set(member, left);
    else byMember.delete(member);
  };
  const next = () => {
    while (running < limits.total && line.length > 0) {
      running += 1;
      line.shift()!.grant();
    }
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },

    async acquire(member: string): Promise<() => void> {
      if ((byMember.get(member) ?? 0) >= limits.perMember) {
        throw new RateLimitError(
          SERVICE_MESSAGES.uploadsPerMember(limits.perMember),
          MEMBER_RETRY_AFTER_SECONDS,
        );
      }
      if (running >= limits.total && line.length >= maxWaiting) throw busy();
      byMember.set(member, (byMember.get(member) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        running -= 1;
        leave(member);
        next();
      };
      if (running < limits.total) {
        running += 1;
        return release;
      }
      await new Promise<void>((resolve, reject) => {
        const place = {
          grant: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(place), 1);
          leave(member);
          reject(busy());
        }, maxWaitMs);
        line.push(place);
      });
      return release;
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;

/** Runs at most `limit` tasks at once; the others wait in order. */
export function createJobLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await task();
    } finally {
      const nextTask = waiting.shift();
      if (nextTask) nextTask();
      else active -= 1;
    }
  };
}
