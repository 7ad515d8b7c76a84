import type { NotificationChangeResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export function clearNotifications(): Promise<NotificationChangeResponse> {
  return api.delete('notifications/clear-all').json<NotificationChangeResponse>();
}
