import type { LogLevel } from '../config';

const ORDER: LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/** The quieter of two levels: a route's own level must not make a silenced app speak. */
export function quieterOf(a: LogLevel, b: LogLevel): LogLevel {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}
