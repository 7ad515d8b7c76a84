import { useEffect } from 'react';
import { SOCKET_EVENTS } from '@voices/contracts/constants';
import { subscribe } from '@voices/platform';
import { useRequest } from '../../../lib/use-request';
import { getCustomHeading } from '../api/get-custom-heading';

/**
 * The author's custom heading for a theme ('' when they have none or it cannot be had), asked
 * again whenever the server says that author changed it (custom_heading_updated).
 */
export function useAuthorHeading(authorId: string | null, themeId: string | null): string {
  const state = useRequest(authorId ? `heading:${authorId}:${themeId ?? ''}` : null, (signal) =>
    getCustomHeading(authorId as string, themeId, signal),
  );
  const { reload } = state;

  useEffect(() => {
    if (!authorId) return;
    return subscribe(SOCKET_EVENTS.customHeadingUpdated, (payload: unknown) => {
      const changed =
        typeof payload === 'object' && payload !== null
          ? (payload as { authorId?: unknown }).authorId
          : undefined;
      if (changed === authorId) reload();
    });
  }, [authorId, reload]);

  return state.status === 'success' && state.data ? state.data : '';
}
