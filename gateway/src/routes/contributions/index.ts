import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  ContributeForm,
  ContributionsQuery,
  DeleteStoryBody,
  DeleteStoryResponse,
  EditStoryForm,
  ErrorResponse,
  STORY_LIMITS,
  STORY_MESSAGES,
  StoryIdParams,
  StoryList,
  StoryResponse,
  STORY_LIST_HEADERS,
} from '@voices/contracts';
import { requireUser } from '../../plugins/auth';
import { viewerOf } from '../../repositories/story-visibility';
import { assertNotSuspended } from '../../services/moderation/moderation-service';
import { idempotencyKey } from '../../services/stories/idempotency';
import { EDIT_FORM_MESSAGES, PUBLISH_FORM_MESSAGES } from '../../services/stories/story-input';
import { createStoriesService } from '../../services/stories/stories-service';
import { attachStoryForm, storyFiles, storyFormErrors } from './story-form';

const TAGS = ['contributions'];
const normalizeId = (id: string) => id.trim().toLowerCase();
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/**
 * Community stories (spec 001 §7): publish, list, read, edit, delete. The handlers read the
 * request, call the stories service (services/stories) and answer.
 */
export const contributionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const stories = createStoriesService(fastify);

  /** Someone else's story is refused before its form is read. */
  const ownStoryOnly = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    await stories.assertAuthor(normalizeId(id), requireUser(request).id);
  };
  /** A suspended member is refused before the form is read. */
  const notSuspended = async (request: FastifyRequest) => {
    assertNotSuspended(requireUser(request));
  };

  fastify.post(
    '/contribute',
    {
      // Signed in before a byte of the form is read; then the form becomes the body.
      preValidation: [fastify.authenticate, notSuspended, attachStoryForm],
      schemaErrorFormatter: storyFormErrors(PUBLISH_FORM_MESSAGES),
      schema: {
        tags: TAGS,
        summary: 'Publish a story',
        description: `multipart/form-data (or JSON without images). The author is the signed-in user; \`author\` and \`authorId\` are ignored. Up to ${STORY_LIMITS.maxMedia} images (\`media\`), JPEG, PNG, GIF or WebP by their bytes, 10 MB each, stored at most ${STORY_LIMITS.displayMaxSide} px on the longest side with a ${STORY_LIMITS.thumbnailMaxSide} px copy. Send an \`Idempotency-Key\` header (one per draft) and a retry publishes once: the same key answers the first answer again, or 422 for a different story. At most ${STORY_LIMITS.publishesPerWindow} stories per ${STORY_LIMITS.publishWindowSeconds} s per author (429 with Retry-After). Emits \`news_contributed\` {id, authorId} to every socket.`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: ContributeForm,
        response: { 201: StoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      const form = { fields: request.body, files: storyFiles(request) };
      const result = await stories.publish(user, form, key, request.log);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  fastify.get(
    '/getContributions',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'Community stories, newest first',
        description: `A list of stories. Filter with \`authorId\` and \`category\` (one of the compose categories, any case; another value lists nothing); page with \`limit\` (default ${STORY_LIMITS.listDefault}, at most ${STORY_LIMITS.listMax}) and \`before\`, the id of the last story of the previous page.`,
        querystring: ContributionsQuery,
        response: { 200: StoryList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit = STORY_LIMITS.listDefault, authorId, category, before } = request.query;
      const viewer = viewerOf(request.user);
      const page = await stories.list({ limit, authorId, category, before, viewer });
      if (page.next) reply.header(STORY_LIST_HEADERS.nextCursor, page.next);
      return page.stories;
    },
  );

  fastify.get(
    '/contributions/:id',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'One story',
        description:
          'A story a moderator hid answers 410 Gone ("This story has been removed") to everyone but its author and moderators, who get it with `moderationStatus: hidden` and `moderationReason`.',
        params: StoryIdParams,
        response: { 200: StoryResponse, 404: ErrorResponse, 410: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await stories.get(request.params.id, viewerOf(request.user)),
    }),
  );

  fastify.put(
    '/edit/:id',
    {
      preValidation: [fastify.authenticate, notSuspended, ownStoryOnly, attachStoryForm],
      schemaErrorFormatter: storyFormErrors(EDIT_FORM_MESSAGES),
      schema: {
        tags: TAGS,
        summary: 'Edit a story (its author only)',
        description: `multipart/form-data (or JSON without images). Title and content are required; other fields change only when sent. \`removedMedia\` is a JSON list of file names (from \`media\`) to remove; their files are deleted. New \`media\` images are added after the kept ones, at most ${STORY_LIMITS.maxMedia} in all. An \`authorId\` in the form is ignored. Emits \`news_updated\` {id, authorId} to every socket.`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        params: StoryIdParams,
        body: EditStoryForm,
        response: { 200: StoryResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const form = { fields: request.body, files: storyFiles(request) };
      return stories.edit(user.id, normalizeId(request.params.id), form, request.log);
    },
  );

  fastify.delete(
    '/delete/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete a story (its author only)',
        description:
          'The story, its images and their files are removed. An `authorId` in the body is ignored: the signed-in user must be the author. Emits `news_deleted` {id, authorId} to every socket.',
        security: [{ bearer: [] }],
        params: StoryIdParams,
        body: DeleteStoryBody,
        response: { 200: DeleteStoryResponse, ...errors },
      },
      // The body is optional (and never read): none is an empty one.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const user = requireUser(request);
      await stories.remove(user.id, normalizeId(request.params.id), request.log);
      return { success: true as const, message: STORY_MESSAGES.deleted };
    },
  );
};
