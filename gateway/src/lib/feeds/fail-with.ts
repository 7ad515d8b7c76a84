import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http-errors';
import { serviceProblem } from '../service-errors';

/**
 * Runs `work`; an unexpected failure is logged and answered with `message` (the spec's words,
 * e.g. 'Failed to fetch news') and status 500, instead of the generic server error. A database
 * that is away or storage that is full goes on as it is: the error handler answers it 503.
 */
export async function failWith<T>(
  log: FastifyBaseLogger,
  message: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError || serviceProblem(error)) throw error;
    log.error({ err: error }, message);
    throw new HttpError(500, message);
  }
}
