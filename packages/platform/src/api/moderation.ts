import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  LabelBody,
  ModerationLogEntry,
  ModerationLogResponse,
  ModerationOkResponse,
  ModerationQueueResponse,
  ReportBody,
  ReportGroup,
} from '@voices/contracts';
import { get, post, searchParams, segment, type CallOptions, type Page } from './request';
import { queryKeys } from '@voices/platform';

export type ReportInput = ReportBody;
export type QueueStatus = 'open' | 'closed';

/** `POST /reports` (bearer): reporting the same thing twice answers the same thanks. */
export function sendReport(input: ReportInput): Promise<ModerationOkResponse> {
  return post<ModerationOkResponse>('reports', { json: input });
}

/** `GET /moderation/reports` (moderators): report groups, the most recently reported first. */
export async function getModerationQueue(
  status: QueueStatus,
  before?: string | null,
  { signal }: CallOptions = {},
): Promise<Page<ReportGroup>> {
  const body = await get<ModerationQueueResponse>('moderation/reports', {
    searchParams: searchParams({ status, before }),
    signal,
  });
  return { items: body.groups, nextCursor: body.nextCursor };
}

/** `GET /moderation/log` (moderators): every action, newest first. */
export async function getModerationLog(
  before?: string | null,
  { signal }: CallOptions = {},
): Promise<Page<ModerationLogEntry>> {
  const body = await get<ModerationLogResponse>('moderation/log', {
    searchParams: searchParams({ before }),
    signal,
  });
  return { items: body.entries, nextCursor: body.nextCursor };
}

/** One moderator action: what it is called, on which target, with what it needs. */
export type ModerationActionInput =
  | { action: 'dismiss'; reportId: string; reason?: string }
  | { action: 'hide'; storyId: string; reason: string }
  | { action: 'restore'; storyId: string }
  | { action: 'label'; storyId: string; label: LabelBody['label']; note?: string }
  | { action: 'suspend'; userId: string; reason: string }
  | { action: 'reinstate'; userId: string };

/** The call behind each moderator action (`POST /moderation/…`, moderators only). */
export function moderate(input: ModerationActionInput): Promise<ModerationOkResponse> {
  switch (input.action) {
    case 'dismiss':
      return post(`moderation/reports/${segment(input.reportId)}/dismiss`, {
        json: input.reason ? { reason: input.reason } : {},
      });
    case 'hide':
      return post(`moderation/stories/${segment(input.storyId)}/hide`, {
        json: { reason: input.reason },
      });
    case 'restore':
      return post(`moderation/stories/${segment(input.storyId)}/restore`, { json: {} });
    case 'label':
      return post(`moderation/stories/${segment(input.storyId)}/label`, {
        json: input.note ? { label: input.label, note: input.note } : { label: input.label },
      });
    case 'suspend':
      return post(`moderation/users/${segment(input.userId)}/suspend`, {
        json: { reason: input.reason },
      });
    case 'reinstate':
      return post(`moderation/users/${segment(input.userId)}/reinstate`, { json: {} });
  }
}

export const moderationQueries = {
  queue: (status: QueueStatus) =>
    infiniteQueryOptions({
      queryKey: queryKeys.moderation.queue(status),
      queryFn: ({ pageParam, signal }) => getModerationQueue(status, pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  log: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.moderation.log,
      queryFn: ({ pageParam, signal }) => getModerationLog(pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** The moderation queue, a page at a time; `enabled` false (not a moderator) asks nothing. */
export function useModerationQueue(status: QueueStatus, enabled = true) {
  return useInfiniteQuery({ ...moderationQueries.queue(status), enabled });
}

export function useModerationLog(enabled = true) {
  return useInfiniteQuery({ ...moderationQueries.log(), enabled });
}

export function useSendReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.moderation.all }),
  });
}

/**
 * A moderator action. The queue, the log and whatever shows the target (the story, its lists,
 * the member's profile) are read again.
 */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: (_answer, input) => {
      void client.invalidateQueries({ queryKey: queryKeys.moderation.all });
      if ('storyId' in input) {
        void client.invalidateQueries({ queryKey: queryKeys.stories.all });
        void client.invalidateQueries({ queryKey: queryKeys.news.all });
      }
      if ('userId' in input) {
        void client.invalidateQueries({ queryKey: queryKeys.users.profile(input.userId) });
      }
    },
  });
}
