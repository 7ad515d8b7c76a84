import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ErrorResponse,
  NOTIFICATION_HEADERS,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  NotificationChangeResponse,
  NotificationIdParams,
  NotificationList,
  NotificationsQuery,
  NotificationUserParams,
  UnreadCountResponse,
  USER_MESSAGES,
  type NotificationList as NotificationListType,
} from '@voices/contracts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { requireUser } from '../../plugins/auth';
import { createNotificationsRepository } from '../../repositories/notifications-repository';

const TAGS = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * The bearer's notifications (spec 000 §2, §4): the list, paged newest first, marking read and
 * deleting. Nobody reaches another user's notifications: theirs answer 404, as unknown ones do.
 */
export const notificationsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const notifications = createNotificationsRepository(fastify.db, fastify.dbEngine);

  async function listFor(
    userId: string,
    query: { limit?: number; before?: string },
    reply: FastifyReply,
  ): Promise<NotificationListType> {
    if (query.before !== undefined && !isId(query.before)) {
      throw badRequest(NOTIFICATION_MESSAGES.invalidCursor);
    }
    const limit = Math.min(query.limit ?? NOTIFICATIONS_PAGE_DEFAULT, NOTIFICATIONS_PAGE_MAX);
    const [page, unread] = await Promise.all([
      notifications.list(userId, { limit, before: query.before?.toLowerCase() }),
      notifications.unreadCount(userId),
    ]);
    reply
      .header(NOTIFICATION_HEADERS.unreadCount, String(unread))
      .header(
        'access-control-expose-headers',
        `${NOTIFICATION_HEADERS.nextCursor}, ${NOTIFICATION_HEADERS.unreadCount}`,
      );
    if (page.next) reply.header(NOTIFICATION_HEADERS.nextCursor, page.next);
    return page.notifications;
  }

  /** Answers a change and tells the user's other tabs the new unread count. */
  async function changed(userId: string, message: string, count: number) {
    const unreadCount = await notifications.unreadCount(userId);
    fastify.notifications.changed(userId, unreadCount);
    return { success: true as const, message, count, unreadCount };
  }

  const listDescription =
    'Newest first, as a plain JSON array. `X-Next-Cursor` carries the `before` of the next (older) page and is absent on the last one; `X-Unread-Count` counts unread notifications over all pages.';

  fastify.get(
    '/notifications',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "The bearer's notifications",
        description: listDescription,
        security,
        querystring: NotificationsQuery,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request, reply) => listFor(requireUser(request).id, request.query, reply),
  );

  fastify.get(
    '/notifications/unread-count',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "How many of the bearer's notifications are unread",
        security,
        response: { 200: UnreadCountResponse, ...errors },
      },
    },
    async (request) => {
      return {
        success: true as const,
        unreadCount: await notifications.unreadCount(requireUser(request).id),
      };
    },
  );

  fastify.get(
    '/notifications/:userId',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "A user's notifications: the bearer's own only",
        description: `${listDescription} 403 for any user but the bearer.`,
        security,
        params: NotificationUserParams,
        querystring: NotificationsQuery,
        response: { 200: NotificationList, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { userId } = request.params;
      if (!isId(userId)) throw badRequest(USER_MESSAGES.invalidId);
      if (userId.toLowerCase() !== user.id) throw forbidden(NOTIFICATION_MESSAGES.ownOnly);
      return listFor(user.id, request.query, reply);
    },
  );

  fastify.put(
    '/notifications/mark-all-read',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Mark all the bearer's notifications read",
        security,
        response: { 200: NotificationChangeResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const count = await notifications.markAllRead(user.id);
      return changed(user.id, NOTIFICATION_MESSAGES.allMarkedRead, count);
    },
  );

  fastify.put(
    '/notifications/:id/marks-read',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Mark one notification read',
        description: '404 when the bearer has no notification of this id.',
        security,
        params: NotificationIdParams,
        response: { 200: NotificationChangeResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!isId(id) || !(await notifications.markRead(user.id, id.toLowerCase()))) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return changed(user.id, NOTIFICATION_MESSAGES.markedRead, 1);
    },
  );

  fastify.delete(
    '/notifications/clear-all',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Delete all the bearer's notifications",
        security,
        response: { 200: NotificationChangeResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const count = await notifications.clear(user.id);
      return changed(user.id, NOTIFICATION_MESSAGES.cleared, count);
    },
  );

  fastify.delete(
    '/notifications/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete one notification',
        description: '404 when the bearer has no notification of this id.',
        security,
        params: NotificationIdParams,
        response: { 200: NotificationChangeResponse, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      if (!isId(id) || !(await notifications.delete(user.id, id.toLowerCase()))) {
        throw notFound(NOTIFICATION_MESSAGES.notFound);
      }
      return changed(user.id, NOTIFICATION_MESSAGES.deleted, 1);
    },
  );
};
