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
import { formatWait, HOUR } from '../../lib/clock';
import { badRequest } from '../../lib/http-errors';
import { plainLine, plainText } from '../../lib/story-text';
import { requireUser } from '../../plugins/auth';

/**
 * The AI step (spec 001 §7): a new title and summary for a draft, from the configured model
 * service or the local summariser. Needs a session and is limited per user, since each call
 * can cost money; the service's key stays on the server.
 */
export const aiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const enhancer = createAiEnhancer(fastify.config.ai, fastify.log);
  const calls = fastify.counter({
    name: 'ai',
    max: AI_LIMITS.requestsPerHour,
    windowMs: HOUR,
    message: (waitMs) => aiWaitMessages.tooManyRequests(formatWait(waitMs)),
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

      await calls.hit(request, user.id);

      const { summaryTitle, summaryContent } = await enhancer.enhance(title, content);
      return { success: true as const, summaryTitle, summaryContent };
    },
  );
};
