import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Draft,
  DraftBody,
  DraftDeletedResponse,
  DraftListResponse,
  DraftResponse,
} from '@voices/contracts';
import { draftStorageKey } from '@voices/contracts/constants';
import { storage, queryKeys } from '@voices/platform';
import { del, get, put, segment, type CallOptions } from './request';

export type { Draft, DraftBody };

/** `GET /drafts` (bearer): the member's drafts, newest first. */
export async function getDrafts({ signal }: CallOptions = {}): Promise<Draft[]> {
  const body = await get<DraftListResponse>('drafts', { signal });
  return body.drafts;
}

/** `PUT /drafts/{key}` (bearer): replaces the draft under the key ('compose', 'edit-{id}'). */
export async function saveDraft(key: string, fields: DraftBody): Promise<Draft> {
  const body = await put<DraftResponse>(`drafts/${segment(key)}`, { json: fields });
  return body.draft;
}

/** `DELETE /drafts/{key}` (bearer): done whether or not there was one. */
export function deleteDraft(key: string): Promise<DraftDeletedResponse> {
  return del<DraftDeletedResponse>(`drafts/${segment(key)}`);
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<Draft>;
  return (
    typeof draft.key === 'string' &&
    typeof draft.updatedAt === 'string' &&
    !!draft.fields &&
    typeof draft.fields === 'object'
  );
}

/** The copy of a member's draft kept in this browser, written as they type. */
export const localDrafts = {
  read(userId: string, key: string): Draft | null {
    const value = storage.getJson<unknown>(draftStorageKey(userId, key), null);
    return isDraft(value) && value.key === key ? value : null;
  },
  write(userId: string, key: string, fields: DraftBody, now = new Date()): Draft {
    const draft: Draft = { key, fields, updatedAt: now.toISOString() };
    storage.setJson(draftStorageKey(userId, key), draft);
    return draft;
  },
  remove(userId: string, key: string): void {
    storage.remove(draftStorageKey(userId, key));
  },
};

export const draftQueries = {
  list: () =>
    queryOptions({
      queryKey: queryKeys.drafts.list,
      queryFn: ({ signal }) => getDrafts({ signal }),
      // A draft another device kept is looked for each time a form opens.
      staleTime: 0,
    }),
};

/** The member's server drafts; asked only when `enabled` (signed in). */
export function useDrafts(enabled: boolean) {
  return useQuery({ ...draftQueries.list(), enabled });
}

const without = (list: Draft[] | undefined, key: string) =>
  (list ?? []).filter((draft) => draft.key !== key);

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, fields }: { key: string; fields: DraftBody }) => saveDraft(key, fields),
    onSuccess: (draft) =>
      client.setQueryData<Draft[]>(queryKeys.drafts.list, (list) => [
        draft,
        ...without(list, draft.key),
      ]),
  });
}

export function useDeleteDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => deleteDraft(key),
    onSuccess: (_answer, key) =>
      client.setQueryData<Draft[]>(queryKeys.drafts.list, (list) => without(list, key)),
  });
}
