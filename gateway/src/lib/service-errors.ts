import { SERVICE_MESSAGES } from '@voices/contracts';
import { isConnectionError } from '../db/availability';

/** A failure of the server's own storage or database, not of the request. */
export type ServiceProblem = 'database-unavailable' | 'storage-full' | 'storage-read-only';

/**
 * What kind of server-side trouble an error is, if any: the database cannot be reached, the
 * disk (the server's, or PostgreSQL's: 53100) is full, or the storage refuses writes (a
 * read-only file or file system; PostgreSQL in recovery: 25006).
 */
export function serviceProblem(error: unknown): ServiceProblem | null {
  if (isConnectionError(error)) return 'database-unavailable';
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100') {
    return 'storage-full';
  }
  if (code === 'EROFS' || code.startsWith('SQLITE_READONLY') || code === '25006') {
    return 'storage-read-only';
  }
  return null;
}

/** The 503 answer of each problem, and when to try again. */
export const SERVICE_ANSWERS: Record<
  ServiceProblem,
  { message: string; retryAfterSeconds: number }
> = {
  'database-unavailable': { message: SERVICE_MESSAGES.databaseUnavailable, retryAfterSeconds: 5 },
  'storage-full': { message: SERVICE_MESSAGES.storageFull, retryAfterSeconds: 60 },
  'storage-read-only': { message: SERVICE_MESSAGES.storageReadOnly, retryAfterSeconds: 60 },
};
