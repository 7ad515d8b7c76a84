import { http, HttpResponse } from 'msw';
import type {
  NotificationChangeResponse,
  NotificationList,
  UnreadCountResponse,
} from '@voices/contracts';
import {
  NOTIFICATION_HEADERS,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
} from '@voices/contracts/constants';
import { db, type StoredUser } from '../db';
import { API, bearer, byNewest, fail, pageOf, unauthorized } from './common';

const mine = (user: StoredUser) =>
  db.notifications.filter((notification) => notification.userId === user.id).sort(byNewest);

const unread = (user: StoredUser) => mine(user).filter((notification) => !notification.read).length;

function changed(user: StoredUser, message: string, count: number) {
  return HttpResponse.json<NotificationChangeResponse>({
    success: true,
    message,
    count,
    unreadCount: unread(user),
  });
}

export const notificationHandlers = [
  http.get(`${API}/notifications/unread-count`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    return HttpResponse.json<UnreadCountResponse>({ success: true, unreadCount: unread(user) });
  }),
  http.get(`${API}/notifications`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const url = new URL(request.url);
    const limit = Math.min(
      Number(url.searchParams.get('limit') ?? NOTIFICATIONS_PAGE_DEFAULT),
      NOTIFICATIONS_PAGE_MAX,
    );
    const { page, next } = pageOf(mine(user), url.searchParams.get('before'), limit);
    const headers: Record<string, string> = {
      [NOTIFICATION_HEADERS.unreadCount]: String(unread(user)),
    };
    if (next) headers[NOTIFICATION_HEADERS.nextCursor] = next;
    return HttpResponse.json<NotificationList>(page, { headers });
  }),
  http.put(`${API}/notifications/mark-all-read`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const toRead = mine(user).filter((notification) => !notification.read);
    for (const notification of toRead) notification.read = true;
    return changed(user, NOTIFICATION_MESSAGES.allMarkedRead, toRead.length);
  }),
  http.put<{ id: string }>(`${API}/notifications/:id/marks-read`, ({ request, params }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const notification = mine(user).find((candidate) => candidate._id === params.id);
    if (!notification) return fail(404, NOTIFICATION_MESSAGES.notFound);
    const count = notification.read ? 0 : 1;
    notification.read = true;
    return changed(user, NOTIFICATION_MESSAGES.markedRead, count);
  }),
  http.delete(`${API}/notifications/clear-all`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const count = mine(user).length;
    db.notifications = db.notifications.filter((notification) => notification.userId !== user.id);
    return changed(user, NOTIFICATION_MESSAGES.cleared, count);
  }),
  http.delete<{ id: string }>(`${API}/notifications/:id`, ({ request, params }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const notification = mine(user).find((candidate) => candidate._id === params.id);
    if (!notification) return fail(404, NOTIFICATION_MESSAGES.notFound);
    db.notifications = db.notifications.filter((candidate) => candidate !== notification);
    return changed(user, NOTIFICATION_MESSAGES.deleted, 1);
  }),
];
