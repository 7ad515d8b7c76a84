import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUTH_MESSAGES,
  AuthResponse,
  CompleteRegistrationForm,
  EmailBody,
  ErrorResponse,
  MessageResponse,
  OtpSentResponse,
  REGISTRATION_TOKEN_TTL_MINUTES,
  ResendOtpBody,
  VerifyOtpBody,
  VerifyRegistrationResponse,
} from '@voices/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { memberLanguage } from '../../lib/i18n/languages';
import { newId } from '../../lib/ids';
import { PROFILE_PHOTO_OPTIONS } from '../../lib/images';
import { normalizeOtp, OTP_RULES } from '../../lib/otp';
import { registrationAttemptEmail } from '../../lib/otp-email';
import { bearerToken, hashSessionToken, newSessionToken } from '../../lib/tokens';
import { isAccepted, normalizeBio, normalizeEmail, normalizeName } from '../../lib/user-input';
import { isUniqueViolation } from '../../repositories/db-errors';
import { createOtpRepository } from '../../repositories/otp-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { readPhotoForm } from '../../plugins/uploads';
import { createOtpFlow } from '../../services/auth/otp-flow';
import { syncModeratorRole } from '../../services/moderation/roles';

const TAGS = ['auth'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

function emailOrThrow(value: unknown): string {
  const email = normalizeEmail(value);
  if (!email) throw badRequest(AUTH_MESSAGES.emailInvalid);
  return email;
}

function otpOrThrow(value: string): string {
  const code = normalizeOtp(value);
  if (!code) throw badRequest(AUTH_MESSAGES.otpFormat);
  return code;
}

/**
 * The verified registration a token stands for: of this address, verified within the window and
 * not yet used. Anything else, a missing token included, is a registration to start again.
 */
async function registrationOf(
  otp: ReturnType<typeof createOtpRepository>,
  token: unknown,
  email: string,
  now: Date,
) {
  if (typeof token !== 'string' || !token) throw badRequest(AUTH_MESSAGES.registrationLost);
  const challenge = await otp.findByTokenHash(hashSessionToken(token));
  const verifiedAt = challenge?.verified_at ? Date.parse(challenge.verified_at) : NaN;
  if (
    !challenge ||
    challenge.purpose !== 'register' ||
    challenge.email !== email ||
    challenge.consumed_at ||
    !(now.getTime() - verifiedAt <= OTP_RULES.registrationWindowMs)
  ) {
    throw badRequest(AUTH_MESSAGES.registrationLost);
  }
  return challenge;
}

/**
 * Passwordless registration and sign-in (spec 000 §2, §4, §7): a 4-digit code by e-mail, then a
 * server-side session behind a bearer token.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const flow = createOtpFlow(fastify);
  const users = createUsersRepository(fastify.db);
  const moderatorEmails = fastify.config.moderatorEmails ?? [];

  // Every 429 says when to come back; the shared handler writes the body.
  fastify.post(
    '/request-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'Start (or restart) a registration: e-mail a code to the address',
        description:
          "Answers `userId`, the handle of this attempt that `/resend-registration-otp` takes (never an account's id). 409 when the address already has an account; its owner is then told by e-mail that someone tried to register with it (at most once per 30 seconds and 5 times an hour).",
        body: EmailBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'sends');
      const email = emailOrThrow(request.body.email);
      const owner = await users.findByEmail(email);
      if (owner) {
        // In the owner's language: whoever asked may not be them.
        await flow.notify(email, registrationAttemptEmail(memberLanguage(owner.language)));
        throw conflict(AUTH_MESSAGES.accountExists);
      }
      const userId = await flow.issue({ purpose: 'register', email }, request.language);
      return { success: true as const, message: AUTH_MESSAGES.otpSent, userId };
    },
  );

  fastify.post(
    '/resend-registration-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new registration code to the address of a pending registration',
        description:
          'Takes the `userId` handle the last send answered, while its code is valid (10 minutes); anything else answers 404 and sends nothing. Answers the handle of the new code.',
        body: ResendOtpBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'sends');
      const challenge = await flow.findHandle(request.body.userId, 'register');
      if (!challenge) throw notFound(AUTH_MESSAGES.registrationLost);
      if (await users.findByEmail(challenge.email)) throw conflict(AUTH_MESSAGES.accountExists);
      const userId = await flow.issue(
        { purpose: 'register', email: challenge.email },
        request.language,
      );
      return { success: true as const, message: AUTH_MESSAGES.otpResent, userId };
    },
  );

  fastify.post(
    '/verify-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'Prove a registering address with its code',
        description: `Answers \`registrationToken\`: \`/complete\` takes it once, for this address only, within ${REGISTRATION_TOKEN_TTL_MINUTES} minutes. The server keeps only its hash.`,
        body: VerifyOtpBody,
        response: { 200: VerifyRegistrationResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'checks');
      const email = emailOrThrow(request.body.email);
      const code = otpOrThrow(request.body.otp);
      if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.accountExists);
      const registrationToken = await flow.verify(
        { purpose: 'register', email },
        code,
        async (trx, challenge) => {
          const token = newSessionToken();
          await createOtpRepository(trx).setTokenHash(challenge.id, hashSessionToken(token));
          return token;
        },
      );
      return { success: true as const, message: AUTH_MESSAGES.otpVerified, registrationToken };
    },
  );

  fastify.post(
    '/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Create the account of a verified address and sign in',
        description: `multipart/form-data (or JSON without a photo). \`registrationToken\` must be the one \`/verify-otp\` answered for this address, at most ${REGISTRATION_TOKEN_TTL_MINUTES} minutes ago; it works once. Without it, or with any other, 400 and nothing changes.`,
        consumes: ['multipart/form-data', 'application/json'],
        body: CompleteRegistrationForm,
        response: { 201: AuthResponse, ...errors },
      },
      // The schema documents the form; the body is a stream read by hand below.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      await flow.limitClient(request, 'checks');
      const { fields, photo } = await readPhotoForm(request, {
        invalidBody: 'Invalid request body: email is required',
      });

      const email = emailOrThrow(fields.email);
      const now = fastify.auth.now();
      const challenge = await registrationOf(
        createOtpRepository(fastify.db),
        fields.registrationToken,
        email,
        now,
      );
      if (!isAccepted(fields.acceptTerms) || !isAccepted(fields.acceptPrivacy)) {
        throw badRequest(AUTH_MESSAGES.acceptanceRequired);
      }
      const name = normalizeName(fields.name);
      if (!name.ok) {
        throw badRequest(
          name.problem === 'missing' ? AUTH_MESSAGES.nameRequired : AUTH_MESSAGES.nameTooLong,
        );
      }
      const bio = normalizeBio(fields.bio);
      if (!bio.ok) throw badRequest(AUTH_MESSAGES.bioTooLong);

      if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.accountExists);

      let stored: string[] = [];
      let photoName: string | null = null;
      if (photo) {
        const image = await fastify.uploads.storeImage(photo, PROFILE_PHOTO_OPTIONS);
        photoName = image.fileName;
        stored = [image.fileName, ...Object.values(image.variants).map((v) => v.fileName)];
      }

      try {
        const { user, token } = await fastify.db.transaction().execute(async (trx) => {
          const consumed = await createOtpRepository(trx).markConsumed(challenge.id, now);
          if (!consumed) throw badRequest(AUTH_MESSAGES.registrationLost);
          const at = now.toISOString();
          const row = await createUsersRepository(trx).create({
            id: newId(now),
            email,
            name: name.value,
            bio: bio.value,
            photo: photoName,
            language: request.language,
            created_at: at,
            updated_at: at,
          });
          const token = await fastify.auth.startSession(row.id, trx);
          return { user: await syncModeratorRole(trx, row, moderatorEmails), token };
        });
        await fastify.uploads.commit(stored);
        reply.code(201);
        return {
          success: true as const,
          message: AUTH_MESSAGES.registered,
          user: await users.toView(user),
          token,
        };
      } catch (error) {
        await fastify.uploads.remove(stored);
        if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.accountExists);
        throw error;
      }
    },
  );

  fastify.post(
    '/send-login-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a sign-in code to the address of an account',
        description:
          "Answers `userId`, the handle of this attempt that `/resend-login-otp` takes: random, valid as long as the code, never the account's id.",
        body: EmailBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'sends');
      const email = emailOrThrow(request.body.email);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      const userId = await flow.issue({ purpose: 'login', email }, request.language);
      return { success: true as const, message: AUTH_MESSAGES.otpSent, userId };
    },
  );

  fastify.post(
    '/resend-login-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new sign-in code',
        description:
          "Takes the `userId` handle the last send answered, while its code is valid (10 minutes). An account's id, or an expired or used handle, answers 404 and sends nothing. Answers the handle of the new code.",
        body: ResendOtpBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'sends');
      const challenge = await flow.findHandle(request.body.userId, 'login');
      if (!challenge) throw notFound(AUTH_MESSAGES.loginLost);
      if (!(await users.findByEmail(challenge.email))) throw notFound(AUTH_MESSAGES.loginLost);
      const userId = await flow.issue(
        { purpose: 'login', email: challenge.email },
        request.language,
      );
      return { success: true as const, message: AUTH_MESSAGES.otpResent, userId };
    },
  );

  fastify.post(
    '/verify-login-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with a code: answers the user and a bearer token',
        body: VerifyOtpBody,
        response: { 200: AuthResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request, 'checks');
      const email = emailOrThrow(request.body.email);
      const code = otpOrThrow(request.body.otp);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      const { token, row } = await flow.verify({ purpose: 'login', email }, code, async (trx) => {
        const session = await fastify.auth.startSession(user.id, trx);
        // The language the member signs in with is the one their e-mails are written in.
        const asked = request.languageAsked;
        if (asked && asked !== user.language) {
          await createUsersRepository(trx).setLanguage(user.id, asked);
          user.language = asked;
        }
        return {
          token: session,
          // MODERATOR_EMAILS is applied at every sign-in (see services/moderation/roles.ts).
          row: await syncModeratorRole(trx, user, moderatorEmails),
        };
      });
      return {
        success: true as const,
        message: AUTH_MESSAGES.loggedIn,
        user: await users.toView(row),
        token,
      };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: "End the bearer's session and close its realtime connections",
        description: 'Answers 200 also when the session had already ended.',
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      request.bearerUse = 'required';
      const token = bearerToken(request.headers.authorization);
      if (token) await fastify.auth.endSession(token);
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};
