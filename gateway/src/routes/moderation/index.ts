import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import {
  DismissBody,
  ErrorResponse,
  LabelBody,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  ModerationIdParams,
  ModerationLogQuery,
  ModerationLogResponse,
  ModerationOkResponse,
  ModerationQueueQuery,
  ModerationQueueResponse,
  ReasonBody,
  ReportBody,
  type StoryLabel,
} from '@voices/contracts';
import { HttpError } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import {
  assertModerator,
  createModerationService,
} from '../../services/moderation/moderation-service';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};
const security = [{ bearer: [] }];

/** A missing or empty body, or a missing reason, answers "Please give a reason." */
function reasonErrors(errorsFound: FastifySchemaValidationError[], dataVar: string): Error {
  if (dataVar === 'body') {
    for (const error of errorsFound) {
      const field =
        error.keyword === 'required'
          ? String((error.params as { missingProperty?: unknown }).missingProperty ?? '')
          : error.instancePath.split('/')[1];
      if (field === 'reason' || error.instancePath === '') {
        return new HttpError(400, MODERATION_MESSAGES.reasonRequired);
      }
    }
  }
  return new Error(`Invalid ${dataVar}`);
}

/** Reports from members (`/reports`) and the moderators' calls (`/moderation/...`). */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const moderation = createModerationService(fastify);

  /** preHandler after authenticate: moderators only. */
  const moderatorsOnly = async (request: FastifyRequest) => {
    assertModerator(requireUser(request));
  };
  // Signed in and a moderator before the body is even validated: others learn nothing.
  const guard = { preValidation: [fastify.authenticate, moderatorsOnly] };
  const emptyBody = async (request: FastifyRequest) => {
    request.body ??= {};
  };

  fastify.post(
    '/reports',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: ['moderation'],
        summary: 'Report a story or a member to the moderators',
        description: `201 the first time; reporting the same target again while the first report is open answers 200 and changes nothing. Not yourself or your own story (400); an unknown target 404; at most ${MODERATION_LIMITS.reportsPerHour} reports an hour (429); suspended members 403. Reporters are never told who else reported.`,
        security,
        body: ReportBody,
        response: { 200: ModerationOkResponse, 201: ModerationOkResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await moderation.report(request, requireUser(request), request.body);
      return reply
        .code(outcome === 'created' ? 201 : 200)
        .send({ success: true as const, message: MODERATION_MESSAGES.reportThanks });
    },
  );

  fastify.get(
    '/moderation/reports',
    {
      ...guard,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue: reports grouped by target',
        description: `Moderators only. Targets with the most recent report first, ${MODERATION_LIMITS.queuePageSize} a page; \`before\` is the previous page's \`nextCursor\`. \`status\`: open (default) or closed.`,
        security,
        querystring: ModerationQueueQuery,
        response: { 200: ModerationQueueResponse, ...errors },
      },
    },
    async (request) =>
      moderation.queue(request.query.status === 'closed' ? 'closed' : 'open', request.query.before),
  );

  fastify.post(
    '/moderation/reports/:id/dismiss',
    {
      preValidation: [fastify.authenticate, moderatorsOnly, emptyBody],
      schema: {
        tags: ['moderation'],
        summary: 'Dismiss a report and every other open report on its target',
        security,
        params: ModerationIdParams,
        body: DismissBody,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      await moderation.dismiss(requireUser(request), request.params.id, request.body.reason);
      return { success: true as const, message: MODERATION_MESSAGES.reportDismissed };
    },
  );

  fastify.post(
    '/moderation/stories/:id/hide',
    {
      ...guard,
      schemaErrorFormatter: reasonErrors,
      schema: {
        tags: ['moderation'],
        summary: 'Hide a story from everyone but its author and moderators',
        description:
          'The reason is required and shown to the author. Closes the open reports on the story.',
        security,
        params: ModerationIdParams,
        body: ReasonBody,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      await moderation.hideStory(requireUser(request), request.params.id, request.body.reason);
      return { success: true as const, message: MODERATION_MESSAGES.storyHidden };
    },
  );

  fastify.post(
    '/moderation/stories/:id/restore',
    {
      ...guard,
      schema: {
        tags: ['moderation'],
        summary: 'Show a hidden story again',
        security,
        params: ModerationIdParams,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      await moderation.restoreStory(requireUser(request), request.params.id);
      return { success: true as const, message: MODERATION_MESSAGES.storyRestored };
    },
  );

  fastify.post(
    '/moderation/stories/:id/label',
    {
      ...guard,
      schema: {
        tags: ['moderation'],
        summary: "Put a fact-check label on a story ('none' takes it off)",
        security,
        params: ModerationIdParams,
        body: LabelBody,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      const { label, note } = request.body;
      await moderation.labelStory(
        requireUser(request),
        request.params.id,
        label as StoryLabel,
        note,
      );
      return { success: true as const, message: MODERATION_MESSAGES.storyLabelled };
    },
  );

  fastify.post(
    '/moderation/users/:id/suspend',
    {
      ...guard,
      schemaErrorFormatter: reasonErrors,
      schema: {
        tags: ['moderation'],
        summary: 'Suspend a member: they can read but not publish, edit, follow or report',
        description: 'The reason is required. Ends all their sessions. Not yourself (400).',
        security,
        params: ModerationIdParams,
        body: ReasonBody,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      await moderation.suspendUser(requireUser(request), request.params.id, request.body.reason);
      return { success: true as const, message: MODERATION_MESSAGES.memberSuspended };
    },
  );

  fastify.post(
    '/moderation/users/:id/reinstate',
    {
      ...guard,
      schema: {
        tags: ['moderation'],
        summary: 'Lift a suspension',
        security,
        params: ModerationIdParams,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      await moderation.reinstateUser(requireUser(request), request.params.id);
      return { success: true as const, message: MODERATION_MESSAGES.memberReinstated };
    },
  );

  fastify.get(
    '/moderation/log',
    {
      ...guard,
      schema: {
        tags: ['moderation'],
        summary: "The moderators' actions, newest first",
        description: `${MODERATION_LIMITS.logPageSize} a page; \`before\` is the previous page's \`nextCursor\`.`,
        security,
        querystring: ModerationLogQuery,
        response: { 200: ModerationLogResponse, ...errors },
      },
    },
    async (request) => moderation.log(request.query.before),
  );
};
