import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BlockedMembersResponse,
  BlockResponse,
  ErrorResponse,
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  UserIdParams,
  USER_MESSAGES,
} from '@voices/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { uploadPath } from '../../mappers/user';
import { requireUser } from '../../plugins/auth';
import { createBlocksRepository } from '../../repositories/blocks-repository';
import { createFollowsRepository } from '../../repositories/follows-repository';
import { createUsersRepository } from '../../repositories/users-repository';

const TAGS = ['users'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};

/**
 * Blocking (issue 15): the blocked member's stories leave the blocker's lists and search, their
 * notifications leave the blocker's list, follows between the two end and the blocked member
 * cannot follow the blocker again. The blocked member is not told.
 */
export const blocksRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const users = createUsersRepository(fastify.db);
  const now = () => fastify.auth.now();

  async function target(rawId: string, meId: string): Promise<string> {
    if (!isId(rawId)) throw badRequest(USER_MESSAGES.invalidId);
    const id = rawId.toLowerCase();
    if (id === meId) throw badRequest(MODERATION_MESSAGES.cannotBlockSelf);
    if (!(await users.findById(id))) throw notFound(MODERATION_MESSAGES.userNotFound);
    return id;
  }

  fastify.post(
    '/users/:id/block',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Block a member',
        description: `Idempotent. Ends the follows between the two; the blocked member's stories and notifications leave the bearer's lists, and their follow of the bearer is refused (403). Not yourself (400); at most ${MODERATION_LIMITS.blockedMax} members (409).`,
        security,
        params: UserIdParams,
        response: { 200: BlockResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const id = await target(request.params.id, me.id);
      await fastify.db.transaction().execute(async (trx) => {
        const blocks = createBlocksRepository(trx);
        if (await blocks.isBlocked(me.id, id)) return;
        if ((await blocks.count(me.id)) >= MODERATION_LIMITS.blockedMax) {
          throw conflict(MODERATION_MESSAGES.blockedFull);
        }
        await blocks.block(me.id, id, now());
        const follows = createFollowsRepository(trx);
        await follows.unfollow(id, me.id);
        await follows.unfollow(me.id, id);
      });
      return { success: true as const, message: MODERATION_MESSAGES.blocked, blocked: true };
    },
  );

  fastify.delete(
    '/users/:id/block',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Unblock a member',
        description: 'Idempotent. Follows ended by the block are not restored.',
        security,
        params: UserIdParams,
        response: { 200: BlockResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const id = await target(request.params.id, me.id);
      await createBlocksRepository(fastify.db).unblock(me.id, id);
      return { success: true as const, message: MODERATION_MESSAGES.unblocked, blocked: false };
    },
  );

  fastify.get(
    '/users/me/blocked',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The members the bearer blocked, newest first',
        security,
        response: { 200: BlockedMembersResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const rows = await createBlocksRepository(fastify.db).listOf(me.id);
      return {
        success: true as const,
        users: rows.map((row) => ({
          id: row.id,
          name: row.name,
          photo: uploadPath(row.photo),
          blockedAt: row.created_at,
        })),
      };
    },
  );
};
