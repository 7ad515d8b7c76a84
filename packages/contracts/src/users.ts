import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, ObjectId } from './common';
import { NewsArticle } from './news';
import {
  PROFILE_STORIES_LIMIT,
  SUGGESTED_STORIES_PER_USER,
  SUGGESTED_USERS,
  SUGGESTED_USERS_MAX,
  USER_BIO_MAX_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USERS_BY_IDS_MAX,
} from './constants/users';

/**
 * A user as the API answers it (spec 000 §3). `_id` and `id` are the same 24 hexadecimal
 * characters; `photo` is `/uploads/<file>` or '' when the user has none.
 */
export const User = Type.Object(
  {
    _id: ObjectId,
    id: ObjectId,
    name: Type.String(),
    email: Type.String(),
    bio: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
    followers: Type.Array(ObjectId, { description: 'Ids of the users who follow this one' }),
    following: Type.Array(ObjectId, { description: 'Ids of the users this one follows' }),
    preferredTemplate: Type.Union([Type.String({ examples: ['modern-grid'] }), Type.Null()], {
      description: 'The theme the member saved; null until they save one',
    }),
    createdAt: IsoDateTime,
    role: Type.Optional(
      Type.Union([Type.Literal('member'), Type.Literal('moderator')], {
        description: "'moderator' for members who may use /moderation",
      }),
    ),
    suspension: Type.Optional(
      Type.Union([Type.Object({ reason: Type.String(), at: IsoDateTime }), Type.Null()], {
        description:
          'Set while a moderator has suspended the member: they can read but not publish, follow or report',
      }),
    ),
  },
  { title: 'User' },
);
export type User = Static<typeof User>;

/** `GET /api/users/me`: the bearer's own user. */
export const MeResponse = Type.Object(
  { success: Type.Literal(true), user: User },
  { title: 'MeResponse' },
);
export type MeResponse = Static<typeof MeResponse>;

// ---------------------------------------------------------------------------------------------
// Profiles, follows and profile edits (spec 000 §2 Profile / Edit Profile, 001 §2 Follow button).

/**
 * A user as anyone may see them (`GET /user/{id}`): no e-mail, except to that user themselves.
 * `followers` and `following` are ids; the counts are their lengths, `articlesCount` the stories
 * they published.
 */
export const PublicUser = Type.Object(
  {
    _id: ObjectId,
    id: ObjectId,
    name: Type.String(),
    email: Type.Optional(Type.String({ description: 'Only when the bearer is this user' })),
    bio: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
    followers: Type.Array(ObjectId, { description: 'Ids of the users who follow this one' }),
    following: Type.Array(ObjectId, { description: 'Ids of the users this one follows' }),
    followersCount: Type.Integer({ minimum: 0 }),
    followingCount: Type.Integer({ minimum: 0 }),
    articlesCount: Type.Integer({ minimum: 0 }),
    preferredTemplate: Type.Union([Type.String({ examples: ['modern-grid'] }), Type.Null()], {
      description: 'The theme the member saved; null until they save one',
    }),
    createdAt: IsoDateTime,
    blockedByMe: Type.Optional(
      Type.Boolean({ description: 'Only for a signed-in bearer: they blocked this member' }),
    ),
    suspended: Type.Optional(Type.Boolean({ description: 'Only for moderators' })),
  },
  { title: 'PublicUser' },
);
export type PublicUser = Static<typeof PublicUser>;

/** A user in a list (followers, following, suggestions): enough for a name, a face and counts. */
export const UserSummary = Type.Object(
  {
    _id: ObjectId,
    id: ObjectId,
    name: Type.String(),
    bio: Type.String(),
    photo: Type.String({ description: "'/uploads/<file>', or '' for none" }),
    followersCount: Type.Integer({ minimum: 0 }),
    followingCount: Type.Integer({ minimum: 0 }),
    createdAt: IsoDateTime,
  },
  { title: 'UserSummary' },
);
export type UserSummary = Static<typeof UserSummary>;

/** Path of the user calls; any text, so that a malformed id answers 'Invalid user ID'. */
export const UserIdParams = Type.Object({
  id: Type.String({ description: '24 hexadecimal characters' }),
});
export type UserIdParams = Static<typeof UserIdParams>;

/** `GET /user/{id}`: the user and their latest stories (at most 20, newest first). */
export const UserProfileResponse = Type.Object(
  {
    success: Type.Literal(true),
    user: PublicUser,
    news: Type.Array(NewsArticle, { maxItems: PROFILE_STORIES_LIMIT }),
  },
  { title: 'UserProfileResponse' },
);
export type UserProfileResponse = Static<typeof UserProfileResponse>;

/**
 * `POST /users/by-ids`: up to 100 ids; anything that is not a 24-hex id is skipped. The body is
 * checked by hand so that a missing or non-array `ids` answers 'IDs should be an array'.
 */
export const UsersByIdsBody = Type.Object(
  { ids: Type.Array(Type.String(), { maxItems: USERS_BY_IDS_MAX }) },
  { title: 'UsersByIdsBody' },
);
export type UsersByIdsBody = Static<typeof UsersByIdsBody>;

/** The users found, in the order their ids were asked for (unknown ids and repeats left out). */
export const UsersByIdsResponse = Type.Object(
  { success: Type.Literal(true), users: Type.Array(UserSummary) },
  { title: 'UsersByIdsResponse' },
);
export type UsersByIdsResponse = Static<typeof UsersByIdsResponse>;

/**
 * `POST /user/{id}/follow` and `/unfollow`: `following` is whether the bearer now follows the
 * user; the counts are that user's, after the change. Repeating a call changes nothing.
 */
export const FollowResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    following: Type.Boolean(),
    followersCount: Type.Integer({ minimum: 0 }),
    followingCount: Type.Integer({ minimum: 0 }),
  },
  { title: 'FollowResponse' },
);
export type FollowResponse = Static<typeof FollowResponse>;

/**
 * `PUT /users/{id}` (multipart/form-data, or JSON without a photo): only the fields present
 * change. An empty photo part (a form with no file chosen) leaves the photo as it is.
 */
export const UpdateProfileForm = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        description: `${USER_NAME_MIN_LENGTH} to ${USER_NAME_MAX_LENGTH} characters, trimmed`,
      }),
    ),
    email: Type.Optional(
      Type.String({
        description:
          'Not in use by another account. A new address is not applied here: it gets a code (202), and `POST /users/me/email/confirm` applies it.',
      }),
    ),
    bio: Type.Optional(Type.String({ description: `Up to ${USER_BIO_MAX_LENGTH} characters` })),
    photo: Type.Optional(
      Type.String({
        format: 'binary',
        description: 'JPEG, PNG, GIF or WebP; at most 10 MB and 40 megapixels',
      }),
    ),
  },
  { title: 'UpdateProfileForm' },
);
export type UpdateProfileForm = Static<typeof UpdateProfileForm>;

/**
 * `PUT /users/{id}` (200) and `POST /users/me/email/confirm`: the user as saved, e-mail included
 * (store it in the session).
 */
export const UpdateProfileResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String(), user: User },
  { title: 'UpdateProfileResponse' },
);
export type UpdateProfileResponse = Static<typeof UpdateProfileResponse>;

/**
 * `PUT /users/{id}` with a new e-mail (202): every other field given is saved (`user`, still
 * with the old address); the new address gets a code, and `POST /users/me/email/confirm` applies
 * it. Until then the account keeps its address and the new one stays free.
 */
export const EmailChangePendingResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    user: User,
    pendingEmail: Type.String({ description: 'The new address, waiting for its code' }),
  },
  { title: 'EmailChangePendingResponse' },
);
export type EmailChangePendingResponse = Static<typeof EmailChangePendingResponse>;

/** `POST /users/me/email/confirm`: the code sent to the new address. */
export const ConfirmEmailChangeBody = Type.Object(
  { otp: Type.String({ maxLength: 16, description: 'The 4-digit code sent to the new address' }) },
  { title: 'ConfirmEmailChangeBody' },
);
export type ConfirmEmailChangeBody = Static<typeof ConfirmEmailChangeBody>;

/** `POST /users/me/email/resend`: a new code went to the pending address. */
export const EmailChangeResentResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String(), pendingEmail: Type.String() },
  { title: 'EmailChangeResentResponse' },
);
export type EmailChangeResentResponse = Static<typeof EmailChangeResentResponse>;

/** `DELETE /users/me/email/pending`: the pending change is dropped (also when there was none). */
export const EmailChangeCancelledResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { title: 'EmailChangeCancelledResponse' },
);
export type EmailChangeCancelledResponse = Static<typeof EmailChangeCancelledResponse>;

export const SuggestionsQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: SUGGESTED_USERS_MAX, default: SUGGESTED_USERS }),
  ),
});
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;

/** One suggested user with their latest stories. */
export const Suggestion = Type.Object(
  {
    user: UserSummary,
    news: Type.Array(NewsArticle, { maxItems: SUGGESTED_STORIES_PER_USER }),
  },
  { title: 'Suggestion' },
);
export type Suggestion = Static<typeof Suggestion>;

/**
 * `GET /users/suggestions` (bearer): users the bearer does not follow, those who published most
 * recently first, each with their 2 latest stories.
 */
export const SuggestionsResponse = Type.Object(
  { success: Type.Literal(true), users: Type.Array(Suggestion) },
  { title: 'SuggestionsResponse' },
);
export type SuggestionsResponse = Static<typeof SuggestionsResponse>;
