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
/** Notifications of one published story read back (id and user) and sent per message. */
const DELIVERY_PAGE = 1000;
/** The message between gateways that carries a page of one story's notifications. */
const FANOUT = 'notifications:fanout';

/**
 * A page of one story's notifications: everything but the id and the user is the same for all
 * of them (the message, the author, the story, the time), so it is sent once with the list of
 * `[id, userId]`, and every gateway builds each follower's full notification for its own
 * sockets. One message between gateways per page, not one per follower.
 */
interface Fanout {
  common: Omit<Notification, '_id' | 'userId'>;
  recipients: [id: string, userId: string][];
}

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

    /** Emits each notification of the page to its user's sockets on this gateway, if any. */
    function deliverHere({ common, recipients }: Fanout): void {
      const rooms = fastify.io.of('/').adapter.rooms;
      for (const [id, userId] of recipients) {
        const room = userRoom(userId);
        if (!rooms.has(room)) continue;
        const notification: Notification = { _id: id, userId, ...common };
        fastify.io.local.to(room).emit(SOCKET_EVENTS.notification, notification);
      }
    }
    fastify.peers.on(FANOUT, (payload) => deliverHere(payload as Fanout));

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
      const input = {
        authorId,
        storyId,
        message: notificationTexts.published(author.name, truncateText(title, TITLE_CHARS)),
        at: now(),
      };
      // What all the notifications share is read while they are written.
      const [{ range, count }, common] = await Promise.all([
        repository.notifyFollowers(input),
        repository.followersNotification(input),
      ]);
      let after: string | null = null;
      for (let sent = 0; sent < count;) {
        const page = await repository.recipientsInRange(range, after, DELIVERY_PAGE);
        if (page.length === 0) break;
        const fanout: Fanout = { common, recipients: page.map((row) => [row.id, row.userId]) };
        fastify.peers.send(FANOUT, fanout);
        deliverHere(fanout);
        sent += page.length;
        after = page[page.length - 1]!.id;
      }
    });
  },
  { name: 'notifications', dependencies: ['database', 'domain-events', 'realtime'] },
);
