import type { NotificationChangeResponse } from '@voices/contracts';
import { api } from '@voices/platform';

export function markNotificationRead(id: string): Promise<NotificationChangeResponse> {
  return api
    .put(`notifications/${encodeURIComponent(id)}/marks-read`)
    .json<NotificationChangeResponse>();
}
