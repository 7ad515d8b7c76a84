import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockResponse,
  BlockedMembersResponse,
  EmailPreferences,
  EmailPreferencesResponse,
  ModerationOkResponse,
  UpdateEmailPreferencesBody,
} from '@voices/contracts';
import { api, sessionStore, queryKeys } from '@voices/platform';
import { del, get, post, put, segment, type CallOptions } from './request';

// Blocking, a member's own data (export, deletion) and their e-mail settings.

/** `POST` / `DELETE /users/{id}/block` (bearer): blocking twice changes nothing. */
export function blockUser(id: string, block: boolean): Promise<BlockResponse> {
  return block
    ? post<BlockResponse>(`users/${segment(id)}/block`, { json: {} })
    : del<BlockResponse>(`users/${segment(id)}/block`);
}

/** `GET /users/me/blocked` (bearer): the members one blocked, newest first. */
export async function getBlockedMembers({ signal }: CallOptions = {}) {
  const body = await get<BlockedMembersResponse>('users/me/blocked', { signal });
  return body.users;
}

/** A download: the file's name and its bytes. */
export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/** The file name a `Content-Disposition` header gives, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  if (!match?.[1]) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/** `GET /users/me/export` (bearer): everything of the member's, as a JSON file. */
export async function downloadAccountExport(): Promise<DownloadedFile> {
  const response = await api.get('users/me/export');
  const blob = await response.blob();
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: attachmentName(
      response.headers.get('content-disposition'),
      `voices-export-${today}.json`,
    ),
    blob: blob.type ? blob : new Blob([blob], { type: 'application/json' }),
  };
}

/** `POST /users/me/delete-code` (bearer): e-mails the code that confirms a deletion. */
export function requestDeleteCode(): Promise<ModerationOkResponse> {
  return post<ModerationOkResponse>('users/me/delete-code', { json: {} });
}

/** `DELETE /users/me` (bearer): deletes the account and its stories; a wrong code answers 400. */
export function deleteAccount(otp: string): Promise<ModerationOkResponse> {
  return del<ModerationOkResponse>('users/me', { json: { otp } });
}

/** `GET /users/me/email-preferences` (bearer): every kind is off until the member turns it on. */
export async function getEmailPreferences({ signal }: CallOptions = {}): Promise<EmailPreferences> {
  const body = await get<EmailPreferencesResponse>('users/me/email-preferences', { signal });
  return body.preferences;
}

/** `PUT /users/me/email-preferences` (bearer): only the kinds given change. */
export async function saveEmailPreferences(
  input: UpdateEmailPreferencesBody,
): Promise<EmailPreferences> {
  const body = await put<EmailPreferencesResponse>('users/me/email-preferences', { json: input });
  return body.preferences;
}

export const accountQueries = {
  blocked: () =>
    queryOptions({
      queryKey: queryKeys.account.blocked,
      queryFn: ({ signal }) => getBlockedMembers({ signal }),
    }),
  emailPreferences: () =>
    queryOptions({
      queryKey: queryKeys.account.emailPreferences,
      queryFn: ({ signal }) => getEmailPreferences({ signal }),
    }),
};

export function useBlockedMembers(enabled = true) {
  return useQuery({ ...accountQueries.blocked(), enabled });
}

export function useEmailPreferences(enabled = true) {
  return useQuery({ ...accountQueries.emailPreferences(), enabled });
}

/**
 * Block or unblock: the member's profile (its `blockedByMe`), the blocked list and the story
 * lists (a blocked author's stories leave them) are read again.
 */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }) => blockUser(id, block),
    onSuccess: (_answer, { id }) => {
      void client.invalidateQueries({ queryKey: queryKeys.users.profile(id) });
      void client.invalidateQueries({ queryKey: queryKeys.account.blocked });
      void client.invalidateQueries({ queryKey: queryKeys.stories.lists });
      void client.invalidateQueries({ queryKey: queryKeys.news.all });
    },
  });
}

export function useSaveEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (preferences) =>
      client.setQueryData(queryKeys.account.emailPreferences, preferences),
  });
}

export const useRequestDeleteCode = () => useMutation({ mutationFn: requestDeleteCode });

/** Deletes the account with its code; once done the browser forgets the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => sessionStore.getState().logout(),
  });
}
