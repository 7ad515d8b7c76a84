import { http, HttpResponse } from 'msw';
import type {
  EmailChangeCancelledResponse,
  EmailChangePendingResponse,
  EmailChangeResentResponse,
  FollowResponse,
  MeResponse,
  SuggestionsResponse,
  UpdateProfileResponse,
  UserProfileResponse,
  UsersByIdsResponse,
  UserSummary,
} from '@voices/contracts';
import {
  PROFILE_STORIES_LIMIT,
  SUGGESTED_STORIES_PER_USER,
  SUGGESTED_USERS,
  AUTH_MESSAGES,
  USER_MESSAGES,
  emailChangeMessages,
  followMessages,
  isObjectId,
} from '@voices/contracts/constants';
import { db, publicUser, type StoredUser } from '../db';
import { TEST_OTP } from './auth';
import { API, bearer, byNewest, fail, unauthorized } from './common';

/** New addresses waiting for their code, by member (a fresh store has fresh members). */
const pendingEmails = new WeakMap<StoredUser, string>();

const summary = (user: StoredUser): UserSummary => ({
  _id: user.id,
  id: user.id,
  name: user.name,
  bio: user.bio,
  photo: user.photo,
  followersCount: user.followers.length,
  followingCount: user.following.length,
  createdAt: user.createdAt,
});

const plain = ({ token: _token, ...user }: StoredUser) => user;

function follow(viewer: StoredUser, target: StoredUser, on: boolean): FollowResponse {
  const was = viewer.following.includes(target.id);
  if (on && !was) {
    viewer.following.push(target.id);
    target.followers.push(viewer.id);
  }
  if (!on && was) {
    viewer.following = viewer.following.filter((id) => id !== target.id);
    target.followers = target.followers.filter((id) => id !== viewer.id);
  }
  const message = on
    ? (was ? followMessages.alreadyFollowing : followMessages.followed)(target.name)
    : (was ? followMessages.unfollowed : followMessages.notFollowing)(target.name);
  return {
    success: true,
    message,
    following: on,
    followersCount: target.followers.length,
    followingCount: target.following.length,
  };
}

export const userHandlers = [
  http.get(`${API}/users/me`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    return HttpResponse.json<MeResponse>({ success: true, user: plain(viewer) });
  }),
  http.get(`${API}/users/suggestions`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const limit = Number(new URL(request.url).searchParams.get('limit') ?? SUGGESTED_USERS);
    const users = db.users
      .filter((user) => user.id !== viewer.id && !viewer.following.includes(user.id))
      .slice(0, limit)
      .map((user) => ({
        user: summary(user),
        news: db.stories
          .filter((story) => story.authorId === user.id)
          .sort(byNewest)
          .slice(0, SUGGESTED_STORIES_PER_USER),
      }));
    return HttpResponse.json<SuggestionsResponse>({ success: true, users });
  }),
  http.post<never, { ids?: unknown }>(`${API}/users/by-ids`, async ({ request }) => {
    const { ids } = await request.json();
    if (!Array.isArray(ids)) return fail(400, USER_MESSAGES.idsNotArray);
    const users = [...new Set(ids.filter(isObjectId))]
      .map((id) => db.users.find((user) => user.id === id))
      .filter((user): user is StoredUser => Boolean(user))
      .map(summary);
    return HttpResponse.json<UsersByIdsResponse>({ success: true, users });
  }),
  http.get<{ id: string }>(`${API}/user/:id`, ({ request, params }) => {
    if (!isObjectId(params.id)) return fail(400, USER_MESSAGES.invalidId);
    const user = db.users.find((candidate) => candidate.id === params.id);
    if (!user) return fail(404, USER_MESSAGES.notFound);
    const news = db.stories
      .filter((story) => story.authorId === user.id)
      .sort(byNewest)
      .slice(0, PROFILE_STORIES_LIMIT);
    return HttpResponse.json<UserProfileResponse>({
      success: true,
      user: publicUser(user, bearer(request)?.id),
      news,
    });
  }),
  ...(['follow', 'unfollow'] as const).map((verb) =>
    http.post<{ id: string }>(`${API}/user/:id/${verb}`, ({ request, params }) => {
      const viewer = bearer(request);
      if (!viewer) return unauthorized();
      const target = db.users.find((user) => user.id === params.id);
      if (!target) return fail(404, USER_MESSAGES.notFound);
      if (target.id === viewer.id) {
        return fail(
          400,
          verb === 'follow' ? USER_MESSAGES.cannotFollowSelf : USER_MESSAGES.cannotUnfollowSelf,
        );
      }
      return HttpResponse.json<FollowResponse>(follow(viewer, target, verb === 'follow'));
    }),
  ),
  http.put<{ id: string }>(`${API}/users/:id`, async ({ request, params }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    if (viewer.id !== params.id) return fail(403, USER_MESSAGES.updateOwnOnly);
    const form = await request.formData();
    for (const field of ['name', 'bio'] as const) {
      const value = form.get(field);
      if (typeof value === 'string') viewer[field] = value.trim();
    }
    // A new address waits for the code sent to it, as at the gateway.
    const email = form.get('email');
    const wanted = typeof email === 'string' ? email.trim().toLowerCase() : viewer.email;
    if (wanted !== viewer.email) {
      if (db.users.some((user) => user.email === wanted))
        return fail(409, USER_MESSAGES.emailTaken);
      pendingEmails.set(viewer, wanted);
      return HttpResponse.json<EmailChangePendingResponse>(
        {
          success: true,
          message: emailChangeMessages.codeSent(wanted),
          user: plain(viewer),
          pendingEmail: wanted,
        },
        { status: 202 },
      );
    }
    return HttpResponse.json<UpdateProfileResponse>({
      success: true,
      message: USER_MESSAGES.profileUpdated,
      user: plain(viewer),
    });
  }),
  http.post<never, { otp?: string }>(`${API}/users/me/email/confirm`, async ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const pending = pendingEmails.get(viewer);
    if (!pending) return fail(400, USER_MESSAGES.noEmailChange);
    const { otp } = await request.json();
    if (otp !== TEST_OTP) return fail(400, AUTH_MESSAGES.otpInvalid);
    pendingEmails.delete(viewer);
    viewer.email = pending;
    return HttpResponse.json<UpdateProfileResponse>({
      success: true,
      message: USER_MESSAGES.emailChanged,
      user: plain(viewer),
    });
  }),
  http.post(`${API}/users/me/email/resend`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    const pending = pendingEmails.get(viewer);
    if (!pending) return fail(400, USER_MESSAGES.noEmailChange);
    return HttpResponse.json<EmailChangeResentResponse>({
      success: true,
      message: AUTH_MESSAGES.otpResent,
      pendingEmail: pending,
    });
  }),
  http.delete(`${API}/users/me/email/pending`, ({ request }) => {
    const viewer = bearer(request);
    if (!viewer) return unauthorized();
    pendingEmails.delete(viewer);
    return HttpResponse.json<EmailChangeCancelledResponse>({
      success: true,
      message: USER_MESSAGES.emailChangeCancelled,
    });
  }),
];
