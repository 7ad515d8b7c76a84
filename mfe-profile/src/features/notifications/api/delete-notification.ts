import type { NotificationChangeResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export function deleteNotification(id: string): Promise<NotificationChangeResponse> {
  return api.delete(`notifications/${encodeURIComponent(id)}`).json<NotificationChangeResponse>();
}
