import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_MESSAGES, type ErrorResponse } from '@voices/contracts';
import { HttpError } from '../lib/http-errors';
import { SERVICE_ANSWERS, serviceProblem } from '../lib/service-errors';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const CONTEXTS: Record<string, string> = {
  body: 'request body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** "Invalid request body: email is required" rather than Ajv's wording of it. */
export function describeValidationError(issues: ValidationIssue[], context?: string): string {
  const where = CONTEXTS[context ?? ''] ?? 'request';
  const issue = issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = fieldName(issue.instancePath);
  const params = issue.params as Record<string, unknown>;
  if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
    const name = field ? `${field}.${params.missingProperty}` : params.missingProperty;
    return `Invalid ${where}: ${name} is required`;
  }
  if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `Invalid ${where}: ${params.additionalProperty} is not allowed`;
  }
  return `Invalid ${where}: ${field ? `${field} ` : ''}${issue.message ?? 'is not valid'}`;
}

/**
 * One shape for every failure: `{ success: false, message }`. Messages of 5xx are replaced
 * (the log keeps the details) unless the code raised an HttpError on purpose. A database that
 * cannot be reached, a full disk or read-only storage answer 503 with `Retry-After` and a
 * message that says so.
 */
export const errorsPlugin = fp(
  async (fastify) => {
    fastify.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      const problem = serviceProblem(error);
      if (problem) {
        // An outage is logged once where it is noticed (db/availability.ts), not per request.
        if (problem === 'database-unavailable') request.log.debug({ err: error }, 'request failed');
        else request.log.warn({ err: error }, 'request failed: storage cannot be written');
        const { message, retryAfterSeconds } = SERVICE_ANSWERS[problem];
        const body: ErrorResponse = { success: false, message };
        return reply.code(503).header('retry-after', String(retryAfterSeconds)).send(body);
      }
      let status = error.statusCode ?? 500;
      if (status < 400 || status > 599) status = 500;
      let message = error.message;
      // A route's schemaErrorFormatter may answer an HttpError in the spec's words: it stays.
      if ('validation' in error && error.validation && !(error instanceof HttpError)) {
        status = 400;
        message = describeValidationError(error.validation, error.validationContext);
      }
      // A refusal that says when to come back (429, a busy 503) carries it as Retry-After.
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        if (!(error instanceof HttpError)) message = HTTP_MESSAGES.internalError;
      } else {
        request.log.info({ err: error }, 'request refused');
      }
      const body: ErrorResponse = { success: false, message };
      return reply.code(status).send(body);
    });

    fastify.setNotFoundHandler((_request, reply) => {
      const body: ErrorResponse = { success: false, message: HTTP_MESSAGES.notFound };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors' },
);
