import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-errors';
import {
  findValue,
  isNonFiniteNumber,
  isUnshowableString,
  TEXT_MESSAGES,
} from '../lib/text-hygiene';

const PARTS = [
  ['path', (request: FastifyRequest) => request.params],
  ['query', (request: FastifyRequest) => request.query],
  ['request body', (request: FastifyRequest) => request.body],
] as const;

function check(
  request: FastifyRequest,
  bad: (value: unknown) => boolean,
  message: (where: string) => string,
): void {
  for (const [where, part] of PARTS) {
    const field = findValue(part(request), bad);
    // A wildcard path parameter is named '*': no name is better than that.
    if (field !== null) {
      const name = field && field !== '*' ? field : 'the value';
      throw badRequest(message(`Invalid ${where}: ${name}`));
    }
  }
}

/**
 * What no route may receive, refused with 400 before any route runs: a control character or a
 * text direction override in any path parameter, query value or JSON string (multipart fields
 * are checked where the routes read them: `assertShowableFields`), and, once the schemas have
 * turned text into numbers, a number that is not finite (`lat=Infinity`, `1e400`).
 */
export const inputHygienePlugin = fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => {
      check(request, isUnshowableString, TEXT_MESSAGES.unshowable);
    });
    fastify.addHook('preHandler', async (request) => {
      check(request, isNonFiniteNumber, TEXT_MESSAGES.notFinite);
    });
  },
  { name: 'input-hygiene' },
);
