import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  MODERATION_MESSAGES,
  AUTH_MESSAGES,
  ConfirmEmailChangeBody,
  EmailChangeCancelledResponse,
  EmailChangePendingResponse,
  EmailChangeResentResponse,
  emailChangeMessages,
  ErrorResponse,
  FOLLOWS_PER_DAY,
  FollowResponse,
  followMessages,
  MeResponse,
  PROFILE_STORIES_LIMIT,
  SUGGESTED_STORIES_PER_USER,
  SUGGESTED_USERS,
  SuggestionsQuery,
  SuggestionsResponse,
  UpdateProfileForm,
  UpdateProfileResponse,
  USER_MESSAGES,
  USER_NAME_MIN_LENGTH,
  UserIdParams,
  UserProfileResponse,
  USERS_BY_IDS_MAX,
  UsersByIdsBody,
  UsersByIdsResponse,
  type NewsArticle,
  type PublicUser,
  type UserSummary,
} from '@voices/contracts';
import type { UserRow } from '../../db/types';
import { DAY, formatWait } from '../../lib/clock';
import { memberLanguage } from '../../lib/i18n/languages';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { PROFILE_PHOTO_OPTIONS } from '../../lib/images';
import { normalizeOtp, OTP_RULES } from '../../lib/otp';
import { emailChangedEmail } from '../../lib/otp-email';
import { RateLimitError } from '../../lib/rate-limit';
import { normalizeBio, normalizeEmail, normalizeName } from '../../lib/user-input';
import { requireUser } from '../../plugins/auth';
import { readPhotoForm } from '../../plugins/uploads';
import { createAuthLimitsRepository } from '../../repositories/auth-limits-repository';
import { isUniqueViolation } from '../../repositories/db-errors';
import { createFollowsRepository } from '../../repositories/follows-repository';
import { createNewsHydrator } from '../../repositories/news/hydrate';
import { createOtpRepository } from '../../repositories/otp-repository';
import { createSessionsRepository } from '../../repositories/sessions-repository';
import { createStoriesRepository } from '../../repositories/stories-repository';
import { viewerOf } from '../../repositories/story-visibility';
import { createBlocksRepository } from '../../repositories/blocks-repository';
import { userSummary } from '../../mappers/user';
import { createUsersRepository } from '../../repositories/users-repository';
import { createOtpFlow } from '../../services/auth/otp-flow';
import { assertNotSuspended } from '../../services/moderation/moderation-service';
import { accountRoutes } from './account';
import { blocksRoutes } from './blocks';
import { savedRoutes } from './saved';

const TAGS = ['users'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};

/**
 * The counter of a user's follows in the auth_limits table. Under `client:` because that is the
 * family of fixed-window counters the hourly prune forgets a day after their last use.
 */
export const followLimitKey = (userId: string) => `client:follows:${userId}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const characters = (text: string) => [...text].length;

/** The id of a path, in lower case; 400 'Invalid user ID' when it is not 24 hexadecimal characters. */
function userIdOf(value: string): string {
  if (!isId(value)) throw badRequest(USER_MESSAGES.invalidId);
  return value.toLowerCase();
}

/** Profiles, follows, profile edits and suggestions (spec 000 §2, §7; 001 §2, §5, §7). */
export const usersRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const users = createUsersRepository(fastify.db);
  const storyRows = createStoriesRepository(fastify.db);
  const follows = createFollowsRepository(fastify.db);
  const blocks = createBlocksRepository(fastify.db);
  const news = createNewsHydrator(fastify.db);
  const limits = createAuthLimitsRepository(fastify.db);
  const flow = createOtpFlow(fastify);
  const now = () => fastify.auth.now();

  await fastify.register(savedRoutes);
  await fastify.register(blocksRoutes);
  await fastify.register(accountRoutes);

  async function stories(ids: string[]): Promise<NewsArticle[]> {
    return news.hydrate(ids.map((id) => ({ kind: 'story' as const, id })));
  }

  async function publicView(row: UserRow, viewer: UserRow | null): Promise<PublicUser> {
    const [view, articlesCount, blockedByMe] = await Promise.all([
      users.toView(row),
      users.countStories(row.id, {
        includeHidden: viewer?.id === row.id || viewer?.role === 'moderator',
      }),
      viewer ? blocks.isBlocked(viewer.id, row.id) : Promise.resolve(false),
    ]);
    const { email, role: _role, suspension: _suspension, ...rest } = view;
    return {
      ...rest,
      ...(viewer?.id === row.id ? { email } : {}),
      ...(viewer ? { blockedByMe } : {}),
      ...(viewer?.role === 'moderator' ? { suspended: row.suspended_at !== null } : {}),
      followersCount: view.followers.length,
      followingCount: view.following.length,
      articlesCount,
    };
  }

  async function summaries(rows: UserRow[]): Promise<UserSummary[]> {
    const counts = await follows.countsOf(rows.map((row) => row.id));
    return rows.map((row) =>
      userSummary(row, counts.get(row.id) ?? { followersCount: 0, followingCount: 0 }),
    );
  }

  /**
   * Sends a code to the account's new address, unless the code sent for that same address is
   * still open (a form saved twice does not mail twice, nor wait out the cooldown).
   */
  async function requestEmailChange(
    request: FastifyRequest,
    userId: string,
    email: string,
  ): Promise<void> {
    const last = await createOtpRepository(fastify.db).latestOfUser(userId, 'email-change');
    const open =
      last &&
      last.email === email &&
      !last.consumed_at &&
      last.attempts < OTP_RULES.triesPerCode &&
      Date.parse(last.expires_at) > now().getTime();
    if (open) return;
    await flow.limitClient(request, 'sends');
    await flow.issue({ purpose: 'email-change', userId, email }, request.language);
  }

  /** Counts one new follow against the user's day; 429 past FOLLOWS_PER_DAY. */
  async function limitFollows(userId: string): Promise<void> {
    const at = now();
    const { count, windowStartedAt } = await limits.hit(followLimitKey(userId), DAY, at);
    if (count > FOLLOWS_PER_DAY) {
      const ms = Date.parse(windowStartedAt) + DAY - at.getTime();
      throw new RateLimitError(followMessages.dailyCap(formatWait(ms)), seconds(ms));
    }
  }

  fastify.get(
    '/users/me',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user',
        security,
        response: { 200: MeResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, user: await users.toView(requireUser(request)) }),
  );

  fastify.get(
    '/user/:id',
    {
      preHandler: fastify.authenticateOptional,
      schema: {
        tags: TAGS,
        summary: 'A profile and its latest stories',
        description: `Public. The e-mail is answered only to the user themself (with their bearer token). \`news\`: at most ${PROFILE_STORIES_LIMIT} stories, newest first.`,
        params: UserIdParams,
        response: { 200: UserProfileResponse, ...errors },
      },
    },
    async (request) => {
      const id = userIdOf(request.params.id);
      const row = await users.findById(id);
      if (!row) throw notFound(USER_MESSAGES.notFound);
      const [user, latest] = await Promise.all([
        publicView(row, request.user),
        storyRows
          .newestIdsByAuthor(id, PROFILE_STORIES_LIMIT, viewerOf(request.user))
          .then(stories),
      ]);
      return { success: true as const, user, news: latest };
    },
  );

  fastify.post(
    '/users/by-ids',
    {
      schema: {
        tags: TAGS,
        summary: 'Users by their ids (for follower and following lists)',
        description: `Public. At most ${USERS_BY_IDS_MAX} ids; what is not a 24-hex id is skipped, unknown ids are left out, and the users come in the order asked.`,
        body: UsersByIdsBody,
        response: { 200: UsersByIdsResponse, ...errors },
      },
      // The schema documents the body; it is checked below for the spec's message.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const ids: unknown = (request.body as { ids?: unknown } | null | undefined)?.ids;
      if (!Array.isArray(ids)) throw badRequest(USER_MESSAGES.idsNotArray);
      if (ids.length > USERS_BY_IDS_MAX) throw badRequest(USER_MESSAGES.tooManyIds);
      const wanted = [...new Set(ids.filter(isId).map((id) => id.toLowerCase()))];
      const rows = await users.findByIds(wanted);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = wanted.flatMap((id) => byId.get(id) ?? []);
      return { success: true as const, users: await summaries(ordered) };
    },
  );

  fastify.get(
    '/users/suggestions',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Whom the bearer might follow',
        description: `Users the bearer does not follow (never themself), those who published most recently first, then the newest accounts; each with their ${SUGGESTED_STORIES_PER_USER} latest stories. ${SUGGESTED_USERS} by default.`,
        security,
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const ids = await follows.suggestions(me.id, request.query.limit ?? SUGGESTED_USERS);
      const rows = await users.findByIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      const [people, latest] = await Promise.all([
        summaries(ordered),
        Promise.all(
          ordered.map((row) =>
            storyRows
              .newestIdsByAuthor(row.id, SUGGESTED_STORIES_PER_USER, viewerOf(me))
              .then(stories),
          ),
        ),
      ]);
      return {
        success: true as const,
        users: people.map((user, i) => ({ user, news: latest[i] ?? [] })),
      };
    },
  );

  const followSchema = (summary: string, description: string) => ({
    tags: TAGS,
    summary,
    description,
    security,
    params: UserIdParams,
    response: { 200: FollowResponse, ...errors },
  });

  fastify.post(
    '/user/:id/follow',
    {
      preHandler: fastify.authenticate,
      schema: followSchema(
        'Follow a user',
        `Idempotent: following someone already followed changes nothing. The user followed gets a \`follow\` notification. At most ${FOLLOWS_PER_DAY} new follows a day (429 with Retry-After).`,
      ),
    },
    async (request) => {
      const me = requireUser(request);
      assertNotSuspended(me);
      const id = userIdOf(request.params.id);
      if (id === me.id) throw badRequest(USER_MESSAGES.cannotFollowSelf);
      const target = await users.findById(id);
      if (!target) throw notFound(USER_MESSAGES.notFound);
      // Someone who blocked the member cannot be followed by them (nor is the member told why).
      if (await blocks.isBlocked(id, me.id)) throw forbidden(MODERATION_MESSAGES.cannotFollow);

      let message = followMessages.alreadyFollowing(target.name);
      if (!(await follows.isFollowing(me.id, id))) {
        await limitFollows(me.id);
        if (await follows.follow(me.id, id, now())) {
          message = followMessages.followed(target.name);
          await fastify.domainEvents.emit('user:followed', { followerId: me.id, followeeId: id });
        }
      }
      return {
        success: true as const,
        message,
        following: true,
        ...(await follows.counts(id)),
      };
    },
  );

  fastify.post(
    '/user/:id/unfollow',
    {
      preHandler: fastify.authenticate,
      schema: followSchema(
        'Stop following a user',
        'Idempotent: unfollowing someone not followed changes nothing. The user unfollowed gets an `unfollow` notification.',
      ),
    },
    async (request) => {
      const me = requireUser(request);
      const id = userIdOf(request.params.id);
      if (id === me.id) throw badRequest(USER_MESSAGES.cannotUnfollowSelf);
      const target = await users.findById(id);
      if (!target) throw notFound(USER_MESSAGES.notFound);

      let message = followMessages.notFollowing(target.name);
      if (await follows.unfollow(me.id, id)) {
        message = followMessages.unfollowed(target.name);
        await fastify.domainEvents.emit('user:unfollowed', { followerId: me.id, followeeId: id });
      }
      return {
        success: true as const,
        message,
        following: false,
        ...(await follows.counts(id)),
      };
    },
  );

  fastify.put(
    '/users/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Edit the bearer's own profile",
        description:
          'multipart/form-data (or JSON without a photo). Only the fields present change. 403 for anyone but the bearer; 409 when the e-mail belongs to another account. A new photo replaces the old one, whose file is deleted. A new e-mail is not applied: a 4-digit code goes to it and the answer is 202 with `pendingEmail` (every other field given is saved); `POST /users/me/email/confirm` applies it.',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        params: UserIdParams,
        body: UpdateProfileForm,
        response: { 200: UpdateProfileResponse, 202: EmailChangePendingResponse, ...errors },
      },
      // The schema documents the form; the body is a stream read by hand below.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const me = requireUser(request);
      const id = userIdOf((request.params as { id: string }).id);
      if (id !== me.id) throw forbidden(USER_MESSAGES.updateOwnOnly);
      const { fields, photo } = await readPhotoForm(request, {
        invalidBody: 'Invalid request body',
        emptyBody: true,
      });
      const has = (name: string) => Object.hasOwn(fields, name);

      const changes: { name?: string; bio?: string; photo?: string } = {};
      let pendingEmail: string | null = null;
      if (has('name')) {
        const name = normalizeName(fields.name);
        if (!name.ok) {
          throw badRequest(
            name.problem === 'missing' ? USER_MESSAGES.nameRequired : USER_MESSAGES.nameTooLong,
          );
        }
        if (characters(name.value) < USER_NAME_MIN_LENGTH) {
          throw badRequest(USER_MESSAGES.nameTooShort);
        }
        changes.name = name.value;
      }
      if (has('email')) {
        if (typeof fields.email !== 'string' || !fields.email.trim()) {
          throw badRequest(USER_MESSAGES.emailRequired);
        }
        const email = normalizeEmail(fields.email);
        if (!email) throw badRequest(USER_MESSAGES.emailInvalid);
        if (email !== me.email) {
          const owner = await users.findByEmail(email);
          if (owner && owner.id !== me.id) throw conflict(USER_MESSAGES.emailTaken);
          pendingEmail = email;
        }
      }
      if (has('bio')) {
        const bio = normalizeBio(fields.bio);
        if (!bio.ok) throw badRequest(USER_MESSAGES.bioTooLong);
        changes.bio = bio.value;
      }

      let stored: string[] = [];
      if (photo) {
        const image = await fastify.uploads.storeImage(photo, PROFILE_PHOTO_OPTIONS);
        changes.photo = image.fileName;
        stored = [image.fileName, ...Object.values(image.variants).map((v) => v.fileName)];
      }

      let row: UserRow | undefined;
      try {
        if (pendingEmail) await requestEmailChange(request, me.id, pendingEmail);
        row = await users.updateProfile(me.id, changes, now());
      } catch (error) {
        await fastify.uploads.remove(stored);
        if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
        throw error;
      }
      if (!row) {
        await fastify.uploads.remove(stored);
        throw notFound(USER_MESSAGES.notFound);
      }
      await fastify.uploads.commit(stored);
      if (changes.photo && me.photo && me.photo !== changes.photo) {
        await fastify.uploads.remove([me.photo]);
      }
      const user = await users.toView(row);
      if (pendingEmail) {
        reply.code(202);
        return {
          success: true as const,
          message: emailChangeMessages.codeSent(pendingEmail),
          user,
          pendingEmail,
        };
      }
      return { success: true as const, message: USER_MESSAGES.profileUpdated, user };
    },
  );

  fastify.post(
    '/users/me/email/confirm',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Apply the bearer's new e-mail with the code sent to it",
        description:
          'The code `PUT /users/{id}` sent to the new address: valid 10 minutes, 5 tries; 10 wrong tries in a row lock e-mail changes of the account (15 minutes, doubling). On success the address changes, every other session of the account ends, and the old address is told. 409 when the address was taken meanwhile.',
        security,
        body: ConfirmEmailChangeBody,
        response: { 200: UpdateProfileResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await flow.limitClient(request, 'checks');
      const code = normalizeOtp(request.body.otp);
      if (!code) throw badRequest(AUTH_MESSAGES.otpFormat);
      const session = request.session!;
      const at = now();
      let applied: { row: UserRow; ended: string[] };
      try {
        applied = await flow.verify(
          { purpose: 'email-change', userId: me.id },
          code,
          async (trx, challenge) => {
            const owner = await createUsersRepository(trx).findByEmail(challenge.email);
            if (owner && owner.id !== me.id) throw conflict(USER_MESSAGES.emailTaken);
            const row = await createUsersRepository(trx).updateProfile(
              me.id,
              { email: challenge.email },
              at,
            );
            if (!row) throw notFound(USER_MESSAGES.notFound);
            const ended = await createSessionsRepository(trx).deleteOthers(
              me.id,
              session.token_hash,
            );
            return { row, ended };
          },
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(USER_MESSAGES.emailTaken);
        throw error;
      }
      fastify.auth.closeSessions(applied.ended);
      if (applied.row.email !== me.email) {
        try {
          await fastify.mailer.send({
            to: me.email,
            ...emailChangedEmail(
              { name: me.name, to: applied.row.email, at },
              memberLanguage(applied.row.language),
            ),
          });
        } catch (error) {
          request.log.error({ err: error, to: me.email }, 'the old address could not be told');
        }
      }
      return {
        success: true as const,
        message: USER_MESSAGES.emailChanged,
        user: await users.toView(applied.row),
      };
    },
  );

  fastify.post(
    '/users/me/email/resend',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'E-mail a new code to the address the bearer is changing to',
        description:
          'The same limits as sign-in codes: 30 seconds between codes, at most 5 an hour per account and per address.',
        security,
        response: { 200: EmailChangeResentResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await flow.limitClient(request, 'sends');
      const last = await createOtpRepository(fastify.db).latestOfUser(me.id, 'email-change');
      if (!last || last.consumed_at) throw badRequest(USER_MESSAGES.noEmailChange);
      const owner = await users.findByEmail(last.email);
      if (owner && owner.id !== me.id) throw conflict(USER_MESSAGES.emailTaken);
      await flow.issue(
        { purpose: 'email-change', userId: me.id, email: last.email },
        request.language,
      );
      return { success: true as const, message: AUTH_MESSAGES.otpResent, pendingEmail: last.email };
    },
  );

  fastify.delete(
    '/users/me/email/pending',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Drop the bearer's pending e-mail change",
        description: 'Its code no longer works. Answers 200 also when nothing was pending.',
        security,
        response: { 200: EmailChangeCancelledResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await createOtpRepository(fastify.db).consumeOpenOfUser(me.id, 'email-change', now());
      return { success: true as const, message: USER_MESSAGES.emailChangeCancelled };
    },
  );
};
