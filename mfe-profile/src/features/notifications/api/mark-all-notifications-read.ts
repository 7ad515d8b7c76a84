import type { NotificationChangeResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export function markAllNotificationsRead(): Promise<NotificationChangeResponse> {
  return api.put('notifications/mark-all-read').json<NotificationChangeResponse>();
}
