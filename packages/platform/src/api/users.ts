import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConfirmEmailChangeBody,
  EmailChangeCancelledResponse,
  EmailChangePendingResponse,
  EmailChangeResentResponse,
  FollowResponse,
  MeResponse,
  Suggestion as SuggestionContract,
  SuggestionsResponse,
  UpdateProfileResponse,
  UserProfileResponse,
  UsersByIdsResponse,
} from '@voices/contracts';
import { USERS_BY_IDS_MAX } from '@voices/contracts/constants';
import { isObjectId, sessionStore, queryKeys } from '@voices/platform';
import { del, formData, get, post, put, searchParams, segment, type CallOptions } from './request';
import type { Account, Article, Profile, UserSummary } from './types';

export interface UserProfile {
  user: Profile;
  /** Their latest stories, newest first (at most 20). */
  news: Article[];
}

/** `GET /user/{id}`: a member's profile and latest stories; the e-mail only for one's own. */
export async function getUserProfile(
  id: string,
  { signal }: CallOptions = {},
): Promise<UserProfile> {
  const body = await get<UserProfileResponse>(`user/${segment(id)}`, { signal });
  return { user: body.user, news: body.news };
}

/** `GET /users/me` (bearer): the signed-in member's own account. */
export async function getMe({ signal }: CallOptions = {}): Promise<Account> {
  const body = await get<MeResponse>('users/me', { signal });
  return body.user;
}

/** The well-formed ids of a list, each once, as many as one lookup takes. */
export function lookupIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => isObjectId(id)))].slice(0, USERS_BY_IDS_MAX);
}

/** `POST /users/by-ids`: up to 100 members at once, in the order asked (unknown ids left out). */
export async function getUsersByIds(
  ids: readonly string[],
  { signal }: CallOptions = {},
): Promise<UserSummary[]> {
  const wanted = lookupIds(ids);
  if (wanted.length === 0) return [];
  const body = await post<UsersByIdsResponse>('users/by-ids', { json: { ids: wanted }, signal });
  return body.users;
}

export interface Suggestion {
  user: UserSummary;
  news: Article[];
}

/** `GET /users/suggestions` (bearer): members to follow, each with their latest stories. */
export async function getSuggestions(
  limit?: number,
  { signal }: CallOptions = {},
): Promise<Suggestion[]> {
  const body = await get<SuggestionsResponse>('users/suggestions', {
    searchParams: searchParams({ limit }),
    signal,
  });
  return body.users satisfies SuggestionContract[];
}

/** `POST /user/{id}/follow` (bearer): following someone already followed changes nothing. */
export function followUser(id: string): Promise<FollowResponse> {
  return post<FollowResponse>(`user/${segment(id)}/follow`);
}

/** `POST /user/{id}/unfollow` (bearer). */
export function unfollowUser(id: string): Promise<FollowResponse> {
  return post<FollowResponse>(`user/${segment(id)}/unfollow`);
}

export interface UpdateProfileInput {
  name?: string;
  email?: string;
  bio?: string;
  photo?: File | null;
}

/**
 * `PUT /users/{id}` (bearer, multipart): only the fields given are sent. A new e-mail address
 * is not applied at once: the answer (202) names it `pendingEmail`, and a code goes to it
 * (`confirmEmailChange`); every other field given is saved.
 */
export function updateProfile(
  id: string,
  input: UpdateProfileInput,
): Promise<UpdateProfileResponse | EmailChangePendingResponse> {
  const { photo, ...fields } = input;
  return put<UpdateProfileResponse | EmailChangePendingResponse>(`users/${segment(id)}`, {
    body: formData(fields, { photo }),
  });
}

/** `POST /users/me/email/confirm` (bearer): applies the pending address with its code. */
export function confirmEmailChange(input: ConfirmEmailChangeBody): Promise<UpdateProfileResponse> {
  return post<UpdateProfileResponse>('users/me/email/confirm', { json: input });
}

/** `POST /users/me/email/resend` (bearer): a new code to the pending address. */
export function resendEmailChange(): Promise<EmailChangeResentResponse> {
  return post<EmailChangeResentResponse>('users/me/email/resend', { json: {} });
}

/** `DELETE /users/me/email/pending` (bearer): the pending address's code stops working. */
export function cancelEmailChange(): Promise<EmailChangeCancelledResponse> {
  return del<EmailChangeCancelledResponse>('users/me/email/pending');
}

export const userQueries = {
  profile: (id: string) =>
    queryOptions({
      queryKey: queryKeys.users.profile(id),
      queryFn: ({ signal }) => getUserProfile(id, { signal }),
    }),
  me: () =>
    queryOptions({ queryKey: queryKeys.users.me, queryFn: ({ signal }) => getMe({ signal }) }),
  byIds: (ids: readonly string[]) =>
    queryOptions({
      queryKey: queryKeys.users.byIds(lookupIds(ids)),
      queryFn: ({ signal }) => getUsersByIds(ids, { signal }),
    }),
  suggestions: (limit?: number) =>
    queryOptions({
      queryKey: queryKeys.users.suggestions(limit),
      queryFn: ({ signal }) => getSuggestions(limit, { signal }),
    }),
};

/** A member's profile; the same entry serves every section that shows them. */
export function useUserProfile(id: string | null) {
  const wanted = id && isObjectId(id) ? id : null;
  return useQuery({ ...userQueries.profile(wanted ?? ''), enabled: wanted !== null });
}

export function useUsersByIds(ids: readonly string[]) {
  return useQuery({ ...userQueries.byIds(ids), enabled: lookupIds(ids).length > 0 });
}

/** Suggestions for the signed-in member; `enabled` false (a visitor) asks nothing. */
export function useSuggestions(enabled: boolean, limit?: number) {
  return useQuery({ ...userQueries.suggestions(limit), enabled });
}

/** Follow or unfollow: both members' counts change, and the follower's lists with them. */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean }) =>
      follow ? followUser(id) : unfollowUser(id),
    onSuccess: (_answer, { id }) => {
      void client.invalidateQueries({ queryKey: queryKeys.users.profile(id) });
      const me = sessionStore.getState().user?.id;
      if (me) void client.invalidateQueries({ queryKey: queryKeys.users.profile(me) });
      void client.invalidateQueries({ queryKey: queryKeys.users.suggestionLists });
    },
  });
}

/** Saves one's own profile, then the session and every cached copy of it follow. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateProfileInput }) =>
      updateProfile(id, input),
    onSuccess: ({ user }) => {
      sessionStore.getState().updateUser(user);
      client.setQueryData(queryKeys.users.me, user);
      void client.invalidateQueries({ queryKey: queryKeys.users.profile(user.id) });
    },
  });
}

/** The code step of an e-mail change: once applied, the session and every copy follow. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ user }) => {
      sessionStore.getState().updateUser(user);
      client.setQueryData(queryKeys.users.me, user);
      void client.invalidateQueries({ queryKey: queryKeys.users.profile(user.id) });
    },
  });
}

export const useResendEmailChange = () => useMutation({ mutationFn: resendEmailChange });
export const useCancelEmailChange = () => useMutation({ mutationFn: cancelEmailChange });
