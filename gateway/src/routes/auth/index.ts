import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  AuthResponse,
  CompleteRegistrationForm,
  EmailBody,
  ErrorResponse,
  MessageResponse,
  OtpSentResponse,
  ResendOtpBody,
  VerifyOtpBody,
} from '@voices/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { PROFILE_PHOTO_OPTIONS } from '../../lib/images';
import { normalizeOtp, OTP_RULES } from '../../lib/otp';
import { RateLimitError } from '../../lib/rate-limit';
import { bearerToken } from '../../lib/tokens';
import { isAccepted, normalizeBio, normalizeEmail, normalizeName } from '../../lib/user-input';
import { isUniqueViolation } from '../../repositories/db-errors';
import { createOtpRepository } from '../../repositories/otp-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { readMultipartForm } from '../../plugins/uploads';
import { createOtpFlow } from './otp-flow';

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

/** The fields of `POST /complete`, from a multipart form (the spec's way) or a JSON body. */
async function readCompleteForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; photo: Buffer | null }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('Invalid request body: email is required');
    }
    return { fields: body as Record<string, unknown>, photo: null };
  }
  const form = await readMultipartForm(request, {
    fileFields: ['photo'],
    maxFiles: 1,
    messages: { tooLarge: AUTH_MESSAGES.photoTooLarge, tooManyFiles: AUTH_MESSAGES.tooManyFiles },
  });
  return { fields: form.fields, photo: form.files.photo?.[0] ?? null };
}

/**
 * Passwordless registration and sign-in (spec 000 §2, §4, §7): a 4-digit code by e-mail, then a
 * server-side session behind a bearer token.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const flow = createOtpFlow(fastify);
  const users = createUsersRepository(fastify.db);

  // Every 429 says when to come back; the shared handler writes the body.
  fastify.setErrorHandler((error, _request, reply) => {
    if (error instanceof RateLimitError)
      reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });

  fastify.post(
    '/request-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'Start (or restart) a registration: e-mail a code to the address',
        description:
          'Answers `userId`, the handle of the pending registration that `/resend-registration-otp` takes. 409 when the address already has an account.',
        body: EmailBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request.ip, 'sends');
      const email = emailOrThrow(request.body.email);
      if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.accountExists);
      const userId = await flow.issue(email, 'register');
      return { success: true as const, message: AUTH_MESSAGES.otpSent, userId };
    },
  );

  fastify.post(
    '/resend-registration-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new registration code to the address of a pending registration',
        body: ResendOtpBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request.ip, 'sends');
      const challenge = await createOtpRepository(fastify.db).findById(
        request.body.userId.toLowerCase(),
      );
      if (!challenge || challenge.purpose !== 'register')
        throw notFound(AUTH_MESSAGES.registrationLost);
      if (await users.findByEmail(challenge.email)) throw conflict(AUTH_MESSAGES.accountExists);
      const userId = await flow.issue(challenge.email, 'register');
      return { success: true as const, message: AUTH_MESSAGES.otpResent, userId };
    },
  );

  fastify.post(
    '/verify-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'Prove a registering address with its code',
        description: 'After this, `/complete` creates the account (within 30 minutes).',
        body: VerifyOtpBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request.ip, 'checks');
      const email = emailOrThrow(request.body.email);
      const code = otpOrThrow(request.body.otp);
      if (await users.findByEmail(email)) throw conflict(AUTH_MESSAGES.accountExists);
      await flow.verify(email, 'register', code, async () => undefined);
      return { success: true as const, message: AUTH_MESSAGES.otpVerified };
    },
  );

  fastify.post(
    '/complete',
    {
      schema: {
        tags: TAGS,
        summary: 'Create the account of a verified address and sign in',
        description:
          'multipart/form-data (or JSON without a photo). The address must have been verified with `/verify-otp` in the last 30 minutes.',
        consumes: ['multipart/form-data', 'application/json'],
        body: CompleteRegistrationForm,
        response: { 201: AuthResponse, ...errors },
      },
      // The schema documents the form; the body is a stream read by hand below.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      await flow.limitClient(request.ip, 'checks');
      const { fields, photo } = await readCompleteForm(request);

      const email = emailOrThrow(fields.email);
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
      const now = fastify.auth.now();
      const challenge = await createOtpRepository(fastify.db).latest(email, 'register');
      const verifiedAt = challenge?.verified_at ? Date.parse(challenge.verified_at) : NaN;
      if (
        !challenge ||
        challenge.consumed_at ||
        !(now.getTime() - verifiedAt <= OTP_RULES.registrationWindowMs)
      ) {
        throw badRequest(AUTH_MESSAGES.registrationLost);
      }

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
            created_at: at,
            updated_at: at,
          });
          const token = await fastify.auth.startSession(row.id, trx);
          return { user: row, token };
        });
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
        description: "Answers `userId`, the account's id, which `/resend-login-otp` takes.",
        body: EmailBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request.ip, 'sends');
      const email = emailOrThrow(request.body.email);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      await flow.issue(email, 'login');
      return { success: true as const, message: AUTH_MESSAGES.otpSent, userId: user.id };
    },
  );

  fastify.post(
    '/resend-login-otp',
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new sign-in code',
        body: ResendOtpBody,
        response: { 200: OtpSentResponse, ...errors },
      },
    },
    async (request) => {
      await flow.limitClient(request.ip, 'sends');
      const user = await users.findById(request.body.userId.toLowerCase());
      if (!user) throw notFound(AUTH_MESSAGES.loginLost);
      await flow.issue(user.email, 'login');
      return { success: true as const, message: AUTH_MESSAGES.otpResent, userId: user.id };
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
      await flow.limitClient(request.ip, 'checks');
      const email = emailOrThrow(request.body.email);
      const code = otpOrThrow(request.body.otp);
      const user = await users.findByEmail(email);
      if (!user) throw notFound(AUTH_MESSAGES.noAccount);
      const token = await flow.verify(email, 'login', code, (trx) =>
        fastify.auth.startSession(user.id, trx),
      );
      return {
        success: true as const,
        message: AUTH_MESSAGES.loggedIn,
        user: await users.toView(user),
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
      const token = bearerToken(request.headers.authorization);
      if (token) await fastify.auth.endSession(token);
      return { success: true as const, message: AUTH_MESSAGES.loggedOut };
    },
  );
};
