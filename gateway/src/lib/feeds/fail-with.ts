import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http-errors';

/**
 * Runs `work`; an unexpected failure is logged and answered with `message` (the spec's words,
 * e.g. 'Failed to fetch news') and status 500, instead of the generic server error.
 */
export async function failWith<T>(
  log: FastifyBaseLogger,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error({ err: error }, message);
    throw new HttpError(500, message);
  }
}
