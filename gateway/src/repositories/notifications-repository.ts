import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Notification } from '@voices/contracts';
import type { DatabaseConfig } from '../config';
import type { Database, NotificationRow } from '../db/types';
import { newId } from '../lib/ids';
import { notificationView } from '../mappers/notification';

type Engine = DatabaseConfig['engine'];

export interface NewNotification {
  userId: string;
  type: string;
  message: string;
  actorId: string | null;
  newsId: string | null;
  at: Date;
}

export interface NotificationPage {
  notifications: Notification[];
  /** The `before` of the next page; null on the last one. */
  next: string | null;
}

/** The first and last id a batch made by `notifyFollowers` can hold. */
export interface IdRange {
  from: string;
  to: string;
}

/**
 * A user's notifications, read with the actor, the author and the story the API answers them
 * with (mappers/notification.ts). Ids are time-ordered, so a page is "ids below the
 * cursor" and needs no lookup of the cursor's own row (which may have been deleted).
 */
/** Leaves out what members the user blocked did (their notifications stay, unseen). */
function notFromBlocked(userId: string) {
  return sql<SqlBool>`(actor_id is null or actor_id not in (select blocked_id from blocks where blocker_id = ${userId}))`;
}

export function createNotificationsRepository(db: Kysely<Database>, engine: Engine) {
  async function toViews(rows: NotificationRow[]): Promise<Notification[]> {
    if (rows.length === 0) return [];
    const actorIds = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
    const newsIds = [...new Set(rows.flatMap((row) => (row.news_id ? [row.news_id] : [])))];
    const [actors, stories, media] = await Promise.all([
      actorIds.length
        ? db
            .selectFrom('users')
            .select(['id', 'name', 'photo'])
            .where('id', 'in', actorIds)
            .execute()
        : Promise.resolve([]),
      newsIds.length
        ? db
            .selectFrom('stories')
            .leftJoin('users', 'users.id', 'stories.author_id')
            .select([
              'stories.id',
              'stories.title',
              'stories.content',
              'stories.created_at',
              'users.name as author_name',
              'users.photo as author_photo',
            ])
            .where('stories.id', 'in', newsIds)
            .execute()
        : Promise.resolve([]),
      newsIds.length
        ? db
            .selectFrom('story_media')
            .select(['story_id', 'file_name'])
            .where('story_id', 'in', newsIds)
            .orderBy('story_id')
            .orderBy('position')
            .execute()
        : Promise.resolve([]),
    ]);
    const actorOf = new Map(actors.map((a) => [a.id, a]));
    const storyOf = new Map(stories.map((s) => [s.id, s]));
    const mediaOf = new Map<string, string[]>();
    for (const m of media) {
      const list = mediaOf.get(m.story_id) ?? [];
      list.push(m.file_name);
      mediaOf.set(m.story_id, list);
    }

    return rows.map((row) => {
      const story = row.news_id ? storyOf.get(row.news_id) : undefined;
      return notificationView(
        row,
        row.actor_id ? actorOf.get(row.actor_id) : undefined,
        story && { ...story, media: mediaOf.get(story.id) ?? [] },
      );
    });
  }

  /** `<ids of the batch>` as SQL: a time prefix and a random middle fixed for the batch, then
   * the row's number in 6 hexadecimal digits, so a batch of ids is one contiguous range. */
  function batchIds(at: Date): { prefix: string; expression: ReturnType<typeof sql<string>> } {
    const prefix = newId(at).slice(0, 8) + randomBytes(5).toString('hex');
    const rowNumber = sql`row_number() over (order by f.follower_id)`;
    const expression =
      engine === 'postgres'
        ? sql<string>`cast(${prefix} as text) || lpad(to_hex(${rowNumber}), 6, '0')`
        : sql<string>`${prefix} || printf('%06x', ${rowNumber})`;
    return { prefix, expression };
  }

  return {
    async create(input: NewNotification): Promise<Notification> {
      const row = await db
        .insertInto('notifications')
        .values({
          id: newId(input.at),
          user_id: input.userId,
          type: input.type,
          message: input.message,
          read: 0,
          actor_id: input.actorId,
          news_id: input.newsId,
          created_at: input.at.toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const [view] = await toViews([row]);
      return view!;
    },

    /**
     * One `news_contribution` notification for each follower of the story's author, in one
     * INSERT … SELECT (a follower who already has one for this story gets no second). Answers
     * the range of ids the batch holds and how many were made.
     */
    async notifyFollowers(input: {
      authorId: string;
      storyId: string;
      message: string;
      at: Date;
    }): Promise<{ range: IdRange; count: number }> {
      const { prefix, expression } = batchIds(input.at);
      const at = input.at.toISOString();
      const text = (value: string) => sql<string>`cast(${value} as text)`;
      const result = await db
        .insertInto('notifications')
        .columns(['id', 'user_id', 'type', 'message', 'read', 'actor_id', 'news_id', 'created_at'])
        .expression(
          db
            .selectFrom('follows as f')
            .select([
              expression.as('id'),
              'f.follower_id',
              text('news_contribution').as('type'),
              text(input.message).as('message'),
              sql.lit(0).as('read'),
              text(input.authorId).as('actor_id'),
              text(input.storyId).as('news_id'),
              text(at).as('created_at'),
            ])
            .where('f.followee_id', '=', input.authorId)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('notifications as n')
                    .select('n.id')
                    .whereRef('n.user_id', '=', 'f.follower_id')
                    .where('n.news_id', '=', input.storyId)
                    .where('n.type', '=', 'news_contribution'),
                ),
              ),
            ),
        )
        .executeTakeFirst();
      return {
        range: { from: `${prefix}000000`, to: `${prefix}ffffff` },
        count: Number(result.numInsertedOrUpdatedRows ?? 0),
      };
    },

    /** Who the notifications of a batch are for, in pages of `limit` after id `after`. */
    async recipientsInRange(
      range: IdRange,
      after: string | null,
      limit: number,
    ): Promise<{ id: string; userId: string }[]> {
      let query = db
        .selectFrom('notifications')
        .select(['id', 'user_id as userId'])
        .where('id', '>=', range.from)
        .where('id', '<=', range.to);
      if (after) query = query.where('id', '>', after);
      return query.orderBy('id').limit(limit).execute();
    },

    /**
     * What each follower's notification made by `notifyFollowers` with the same input reads as
     * the list answers it, but for its id and user (the same for all of them).
     */
    async followersNotification(input: {
      authorId: string;
      storyId: string;
      message: string;
      at: Date;
    }): Promise<Omit<Notification, '_id' | 'userId'>> {
      const [view] = await toViews([
        {
          id: '',
          user_id: '',
          type: 'news_contribution',
          message: input.message,
          read: 0,
          actor_id: input.authorId,
          news_id: input.storyId,
          created_at: input.at.toISOString(),
        },
      ]);
      const { _id, userId: _user, ...common } = view!;
      return common;
    },

    /** The user's notifications, newest first, older than `before` when given. */
    async list(
      userId: string,
      options: { limit: number; before?: string },
    ): Promise<NotificationPage> {
      let query = db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', userId)
        .where(notFromBlocked(userId));
      if (options.before) query = query.where('id', '<', options.before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(options.limit + 1)
        .execute();
      const page = rows.slice(0, options.limit);
      return {
        notifications: await toViews(page),
        next: rows.length > options.limit ? (page[page.length - 1]?.id ?? null) : null,
      };
    },

    async unreadCount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('read', '=', 0)
        .where(notFromBlocked(userId))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Marks one of the user's notifications read; false when the user has no such notification. */
    async markRead(userId: string, id: string): Promise<boolean> {
      // Both engines count the rows an UPDATE matched, also those already read.
      const result = await db
        .updateTable('notifications')
        .set({ read: 1 })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Marks all the user's notifications read; answers how many were unread. */
    async markAllRead(userId: string): Promise<number> {
      const result = await db
        .updateTable('notifications')
        .set({ read: 1 })
        .where('user_id', '=', userId)
        .where('read', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Deletes one of the user's notifications; false when the user has no such notification. */
    async delete(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Deletes all the user's notifications; answers how many there were. */
    async clear(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('notifications')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
