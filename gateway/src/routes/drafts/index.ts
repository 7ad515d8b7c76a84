import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DRAFT_LIMITS,
  DRAFT_MESSAGES,
  DraftBody,
  DraftDeletedResponse,
  DraftKeyParams,
  DraftListResponse,
  DraftResponse,
  ErrorResponse,
} from '@voices/contracts';
import { notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/auth';
import { createDraftsRepository } from '../../repositories/drafts-repository';

const TAGS = ['drafts'];
const EDIT_PREFIX = 'edit-';

/**
 * A member's unsent stories (issue 14, drafts are never lost): the compose form's draft and one
 * per story being edited, so a draft started on one device can be resumed on another.
 */
export const draftsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const drafts = createDraftsRepository(fastify.db);

  fastify.get(
    '/drafts',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "The signed-in member's drafts",
        description: "Newest first: the compose draft ('compose') and one per story being edited.",
        security: [{ bearer: [] }],
        response: { 200: DraftListResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { success: true as const, drafts: await drafts.list(user.id) };
    },
  );

  fastify.put(
    '/drafts/:key',
    {
      preHandler: fastify.authenticate,
      bodyLimit: DRAFT_LIMITS.bodyMaxBytes,
      schema: {
        tags: TAGS,
        summary: 'Keep a draft',
        description:
          "Replaces the draft under this key. An edit draft ('edit-{storyId}') is only for one's own story (404 otherwise). Bodies over 256 KiB are refused (413).",
        security: [{ bearer: [] }],
        params: DraftKeyParams,
        body: DraftBody,
        response: {
          200: DraftResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          413: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { key } = request.params;
      if (key.startsWith(EDIT_PREFIX)) {
        const storyId = key.slice(EDIT_PREFIX.length).toLowerCase();
        if (!(await drafts.ownsStory(user.id, storyId))) {
          throw notFound(DRAFT_MESSAGES.storyNotFound);
        }
      }
      const draft = await drafts.save(user.id, key, request.body, fastify.auth.now());
      return { success: true as const, draft };
    },
  );

  fastify.delete(
    '/drafts/:key',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Discard a draft',
        description: 'Done whether or not there was one (after a publish, or by the member).',
        security: [{ bearer: [] }],
        params: DraftKeyParams,
        response: { 200: DraftDeletedResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await drafts.remove(user.id, request.params.key);
      return { success: true as const };
    },
  );
};
