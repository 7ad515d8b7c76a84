import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoDateTime, ObjectId } from './common';

import {
  NOTIFICATION_CONTENT_CHARS,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from './constants/notifications';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Who did it: the follower, or the author who published. Null once that account is gone. */
export const NotificationActor = Type.Object(
  {
    _id: ObjectId,
    name: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
  },
  { title: 'NotificationActor' },
);
export type NotificationActor = Static<typeof NotificationActor>;

/** The story's author for a story notification, else the actor. */
export const NotificationAuthor = Type.Object(
  { name: Type.String(), photo: Type.String() },
  { title: 'NotificationAuthor' },
);
export type NotificationAuthor = Static<typeof NotificationAuthor>;

/** The story a notification is about (spec 000 §3 calls the field `newsId`). */
export const NotificationNews = Type.Object(
  {
    _id: ObjectId,
    title: Type.String(),
    content: Type.String({
      description: `Plain text, at most ${NOTIFICATION_CONTENT_CHARS} characters`,
    }),
    media: Type.Array(Type.String(), { description: 'File names under /uploads' }),
    createdAt: IsoDateTime,
  },
  { title: 'NotificationNews' },
);
export type NotificationNews = Static<typeof NotificationNews>;

/** A notification (spec 000 §3). */
export const Notification = Type.Object(
  {
    _id: ObjectId,
    userId: Type.String({ description: 'Whose notification it is (always the bearer)' }),
    type: Type.String({ examples: [...NOTIFICATION_KINDS] }),
    message: Type.String(),
    read: Type.Boolean(),
    createdAt: IsoDateTime,
    actor: Nullable(NotificationActor),
    author: Nullable(NotificationAuthor),
    newsId: Nullable(NotificationNews),
  },
  { title: 'Notification' },
);
export type Notification = Static<typeof Notification>;

export const NotificationsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      default: NOTIFICATIONS_PAGE_DEFAULT,
      description: `At most ${NOTIFICATIONS_PAGE_MAX} are answered`,
    }),
  ),
  before: Type.Optional(
    Type.String({
      description: 'A notification id: only older ones are answered (the previous X-Next-Cursor)',
    }),
  ),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

/**
 * `GET /notifications`: the bearer's notifications, newest first, as a plain array (the header
 * counts unread ones in it). X-Next-Cursor and X-Unread-Count headers come with it.
 */
export const NotificationList = Type.Array(Notification, { title: 'NotificationList' });
export type NotificationList = Static<typeof NotificationList>;

export const NotificationIdParams = Type.Object({ id: Type.String() });
export type NotificationIdParams = Static<typeof NotificationIdParams>;

export const NotificationUserParams = Type.Object({ userId: Type.String() });
export type NotificationUserParams = Static<typeof NotificationUserParams>;

/** Marking read or deleting: what changed, and how many unread are left. */
export const NotificationChangeResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    count: Type.Integer({ minimum: 0, description: 'Notifications changed' }),
    unreadCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'NotificationChangeResponse' },
);
export type NotificationChangeResponse = Static<typeof NotificationChangeResponse>;

/** `GET /notifications/unread-count`. */
export const UnreadCountResponse = Type.Object(
  { success: Type.Literal(true), unreadCount: Type.Integer({ minimum: 0 }) },
  { title: 'UnreadCountResponse' },
);
export type UnreadCountResponse = Static<typeof UnreadCountResponse>;
