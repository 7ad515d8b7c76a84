import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountExport,
  AUTH_MESSAGES,
  DeleteAccountBody,
  ErrorResponse,
  MODERATION_MESSAGES,
  ModerationOkResponse,
} from '@voices/contracts';
import { badRequest } from '../../lib/http-errors';
import { normalizeOtp } from '../../lib/otp';
import { publicOrigin } from '../../lib/share/public-origin';
import { requireUser } from '../../plugins/auth';
import { createOtpFlow } from '../../services/auth/otp-flow';
import { deleteAccount } from '../../services/moderation/account-deletion';
import { accountExport } from '../../services/moderation/account-export';

const TAGS = ['users'];
const security = [{ bearer: [] }];

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/** A member's own data: the export, and deleting the account with a code e-mailed to it. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const flow = createOtpFlow(fastify);

  fastify.get(
    '/users/me/export',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Download everything of the bearer's (profile, stories, lists, notifications)",
        description:
          'A JSON file (`Content-Disposition: attachment; filename="voices-export-YYYY-MM-DD.json"`); image references are absolute URLs.',
        security,
        response: { 200: AccountExport, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const at = fastify.auth.now();
      const body = await accountExport(
        fastify.db,
        fastify.dbEngine,
        requireUser(request),
        publicOrigin(request),
        at,
      );
      const day = at.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="voices-export-${day}.json"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  fastify.post(
    '/users/me/delete-code',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "E-mail the code that confirms deleting the bearer's account",
        description:
          'The same limits as sign-in codes: one every 30 s, 5 an hour, valid 10 minutes.',
        security,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await flow.limitClient(request, 'sends');
      await flow.issue(
        { purpose: 'account-delete', userId: me.id, email: me.email },
        request.language,
      );
      return { success: true as const, message: MODERATION_MESSAGES.deleteCodeSent };
    },
  );

  fastify.delete(
    '/users/me',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Delete the bearer's account and everything of theirs",
        description:
          'With the code `POST /users/me/delete-code` e-mailed; a wrong or expired code is answered as at sign-in. The profile, sessions, follows, saved lists, favourites, notifications, reports made, drafts, blocks and the stories with their image files are deleted; the address may register again. Moderation log entries stay.',
        security,
        body: DeleteAccountBody,
        response: { 200: ModerationOkResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await flow.limitClient(request, 'checks');
      const code = normalizeOtp(request.body.otp);
      if (!code) throw badRequest(AUTH_MESSAGES.otpFormat);
      await deleteAccount(fastify, flow, me, code, request.log);
      return { success: true as const, message: MODERATION_MESSAGES.accountDeleted };
    },
  );
};
