import { NOTIFICATION_CONTENT_CHARS, type Notification } from '@voices/contracts';
import type { NotificationRow } from '../db/types';
import { truncateText } from '../lib/text/html-text';
import { uploadPath } from './user';

/** The member who acted (followed, published), as the notification row's actor_id names. */
export interface NotificationActor {
  id: string;
  name: string;
  photo: string | null;
}

/** The story a notification is about, with its author and its media in order. */
export interface NotificationStory {
  id: string;
  title: string;
  content: string;
  created_at: string;
  author_name: string | null;
  author_photo: string | null;
  media: string[];
}

/**
 * A notification as the API answers it (spec 000 §3): the actor, the author (the story's when
 * there is one, else the actor) and the story with its text cut to NOTIFICATION_CONTENT_CHARS.
 */
export function notificationView(
  row: NotificationRow,
  actor: NotificationActor | undefined,
  story: NotificationStory | undefined,
): Notification {
  const actorView = actor
    ? { _id: actor.id, name: actor.name, photo: uploadPath(actor.photo) }
    : null;
  let author: Notification['author'] = actorView
    ? { name: actorView.name, photo: actorView.photo }
    : null;
  if (story && story.author_name !== null) {
    author = { name: story.author_name, photo: uploadPath(story.author_photo) };
  }
  return {
    _id: row.id,
    userId: row.user_id,
    type: row.type,
    message: row.message,
    read: Number(row.read) === 1,
    createdAt: row.created_at,
    actor: actorView,
    author,
    newsId: story
      ? {
          _id: story.id,
          title: story.title,
          content: truncateText(story.content, NOTIFICATION_CONTENT_CHARS),
          media: story.media,
          createdAt: story.created_at,
        }
      : null,
  };
}
