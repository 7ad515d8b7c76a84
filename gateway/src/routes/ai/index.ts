import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AI_LIMITS,
  AI_MESSAGES,
  AiEnhanceBody,
  AiEnhanceResponse,
  ErrorResponse,
  aiWaitMessages,
} from '@voices/contracts';
import { createAiEnhancer } from '../../lib/ai/enhancer';
import { formatWait, HOUR, SECOND } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { RateLimitError } from '../../lib/rate-limit';
import { plainLine, plainText } from '../../lib/story-text';
import { requireUser } from '../../plugins/auth';
import { createAuthLimitsRepository } from '../../repositories/auth-limits-repository';

/**
 * The AI step (spec 001 §7): a new title and summary for a draft, from the configured model
 * service or the local summariser. Needs a session and is limited per user, since each call
 * can cost money; the service's key stays on the server.
 */
export const aiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const enhancer = createAiEnhancer(fastify.config.ai, fastify.log);
  const limits = createAuthLimitsRepository(fastify.db);
  const now = () => fastify.auth.now();

  fastify.setErrorHandler((error, _request, reply) => {
    if (error instanceof RateLimitError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });

  fastify.post(
    '/ai/enhance',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['ai'],
        summary: 'Suggest a title and summary for a draft',
        description: `A title under ${AI_LIMITS.titleMaxLength} characters and a summary under ${AI_LIMITS.summaryMaxWords} words, as plain text. At most ${AI_LIMITS.requestsPerHour} calls per user per hour (429 with Retry-After). 502 'All models failed or are decommissioned' when no configured model answers.`,
        security: [{ bearer: [] }],
        body: AiEnhanceBody,
        response: {
          200: AiEnhanceResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const title = plainLine(request.body.title ?? '');
      const content = plainText(request.body.content ?? '').trim();
      if (!title || !content) throw badRequest(AI_MESSAGES.titleAndContentRequired);

      const at = now();
      const { count, windowStartedAt } = await limits.hit(`client:ai:${user.id}`, HOUR, at);
      if (count > AI_LIMITS.requestsPerHour) {
        const ms = Date.parse(windowStartedAt) + HOUR - at.getTime();
        throw new RateLimitError(
          aiWaitMessages.tooManyRequests(formatWait(ms)),
          Math.max(1, Math.ceil(ms / SECOND)),
        );
      }

      const { summaryTitle, summaryContent } = await enhancer.enhance(title, content);
      return { success: true as const, summaryTitle, summaryContent };
    },
  );
};
