import { durationText } from '@voices/contracts/constants';

/** Where time-based rules read "now" from: the system clock, or a clock a test moves. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export interface ManualClock extends Clock {
  /** Moves the clock forward (or back, with a negative value) by `ms` milliseconds. */
  advance(ms: number): void;
  set(date: Date): void;
}

/** A clock that stands still until told to move: tests use it to expire codes and sessions. */
export function createManualClock(start: Date = new Date()): ManualClock {
  let time = start.getTime();
  const clock = (() => new Date(time)) as ManualClock;
  clock.advance = (ms) => {
    time += ms;
  };
  clock.set = (date) => {
    time = date.getTime();
  };
  return clock;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * "1 second", "23 seconds", "15 minutes", "2 hours": always rounded up, never "0". Written by
 * durationText, so the answer's hook can say the wait again in the reader's language.
 */
export function formatWait(ms: number): string {
  if (ms <= MINUTE) return durationText(Math.max(1, Math.ceil(ms / SECOND)), 'second');
  if (ms <= 90 * MINUTE) return durationText(Math.ceil(ms / MINUTE), 'minute');
  return durationText(Math.ceil(ms / HOUR), 'hour');
}

export function isoAfter(date: Date, ms: number): string {
  return new Date(date.getTime() + ms).toISOString();
}
