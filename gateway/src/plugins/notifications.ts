import fp from 'fastify-plugin';
import {
  SOCKET_EVENTS,
  notificationTexts,
  type Notification,
  type NotificationsChangedEvent,
} from '@voices/contracts';
import { systemClock } from '../lib/clock';
import { truncateText } from '../lib/text/html-text';
import { createNotificationsRepository } from '../repositories/notifications-repository';
import { createUsersRepository } from '../repositories/users-repository';
import { userRoom } from './realtime';

/** Longest story title quoted in a notification's text. */
const TITLE_CHARS = 120;
/** Notifications of one published story read back and sent per query. */
const DELIVERY_PAGE = 500;

export interface NotificationsService {
  /** Sends a new notification to its user's sockets (and to no one else's). */
  deliver(notification: Notification): void;
  /** Tells the user's other tabs that notifications were read or deleted. */
  changed(userId: string, unreadCount: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/**
 * Makes the notifications the site sends (spec 000 §3): `follow` and `unfollow` for the user
 * followed, `news_contribution` for every follower of an author who publishes. They come from
 * domain events, so the follow and publishing routes know nothing of notifications; each new
 * one is stored, then emitted as `notification` in its user's room. Delivery over a socket is at
 * most once: clients fetch the list again when they reconnect.
 */
export const notificationsPlugin = fp(
  async (fastify) => {
    const now = fastify.config.now ?? systemClock;
    const repository = createNotificationsRepository(fastify.db, fastify.dbEngine);
    const users = createUsersRepository(fastify.db);

    const service: NotificationsService = {
      deliver(notification) {
        fastify.io.to(userRoom(notification.userId)).emit(SOCKET_EVENTS.notification, notification);
      },
      changed(userId, unreadCount) {
        const payload: NotificationsChangedEvent = { unreadCount };
        fastify.io.to(userRoom(userId)).emit(SOCKET_EVENTS.notificationsChanged, payload);
      },
    };
    fastify.decorate('notifications', service);

    async function notifyFollowed(
      type: 'follow' | 'unfollow',
      followerId: string,
      followeeId: string,
    ): Promise<void> {
      const follower = await users.findById(followerId);
      if (!follower) return;
      const notification = await repository.create({
        userId: followeeId,
        type,
        message: notificationTexts[type](follower.name),
        actorId: followerId,
        newsId: null,
        at: now(),
      });
      service.deliver(notification);
    }

    fastify.domainEvents.on('user:followed', ({ followerId, followeeId }) =>
      notifyFollowed('follow', followerId, followeeId),
    );
    fastify.domainEvents.on('user:unfollowed', ({ followerId, followeeId }) =>
      notifyFollowed('unfollow', followerId, followeeId),
    );

    fastify.domainEvents.on('story:published', async ({ storyId, authorId, title }) => {
      const author = await users.findById(authorId);
      if (!author) return;
      const { range, count } = await repository.notifyFollowers({
        authorId,
        storyId,
        message: notificationTexts.published(author.name, truncateText(title, TITLE_CHARS)),
        at: now(),
      });
      let after: string | null = null;
      for (let sent = 0; sent < count;) {
        const page = await repository.inRange(range, after, DELIVERY_PAGE);
        if (page.length === 0) break;
        for (const notification of page) service.deliver(notification);
        sent += page.length;
        after = page[page.length - 1]!._id;
      }
    });
  },
  { name: 'notifications', dependencies: ['database', 'domain-events', 'realtime'] },
);
