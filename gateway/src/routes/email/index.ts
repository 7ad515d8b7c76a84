import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmailPreferencesResponse,
  ErrorResponse,
  MODERATION_MESSAGES,
  UnsubscribeQuery,
  UpdateEmailPreferencesBody,
  type EmailNotificationKind,
  type StoryLanguage,
} from '@voices/contracts';
import { textsIn, type GatewayMessageKey } from '../../lib/i18n/email-texts';
import { localizeMessage } from '../../lib/i18n/messages';
import { appendVary } from '../../lib/cache-control';
import { escapeMarkup } from '../../lib/text/markup';
import { readUnsubscribeToken } from '../../lib/unsubscribe-token';
import { requireUser } from '../../plugins/auth';
import { createEmailPreferencesRepository } from '../../repositories/email-preferences-repository';
import { createUsersRepository } from '../../repositories/users-repository';

const TAGS = ['e-mail'];

/** What the page says a kind of e-mail stops. */
const CONFIRM_TEXT: Record<EmailNotificationKind, GatewayMessageKey> = {
  newFollower: 'unsubscribe.confirm.newFollower',
  digest: 'unsubscribe.confirm.digest',
};

/**
 * A small page of the site's own for the unsubscribe link (no script: it works in any mail
 * app's browser), in the language the browser asks for.
 */
function page(language: StoryLanguage, title: string, body: string): string {
  const pageTitle = textsIn(language)('unsubscribe.pageTitle', { title });
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeMarkup(pageTitle)}</title>
<style>
body{margin:0;background:#f3f4f6;color:#111827;font:16px/1.5 Georgia,'Times New Roman',serif}
main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-top:4px solid #111827}
h1{margin:0 0 1rem;font-size:1.6rem;line-height:1.2}
p{margin:0 0 1rem}
button{font:inherit;font-family:Helvetica,Arial,sans-serif;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#111827;color:#fff;cursor:pointer}
a{color:#1d4ed8}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}main{background:#1f2937;border-color:#f9fafb}button{background:#f9fafb;color:#111827}a{color:#93c5fd}}
</style></head>
<body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body>
</html>
`;
}

/** The page of a link that is not one of ours. */
function invalidPage(language: StoryLanguage): string {
  return page(
    language,
    textsIn(language)('unsubscribe.invalidTitle'),
    `<p>${escapeMarkup(localizeMessage(MODERATION_MESSAGES.invalidUnsubscribe, language))}</p>`,
  );
}

/**
 * The e-mails a member switches on in their settings, and the one-click unsubscribe link every
 * such e-mail carries: `GET` shows a page with a button (a link scanner that opens it changes
 * nothing), `POST` turns the e-mail off (RFC 8058: mail apps post `List-Unsubscribe=One-Click`).
 */
export const emailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const preferences = createEmailPreferencesRepository(fastify.db);
  const users = createUsersRepository(fastify.db);
  const now = () => fastify.auth.now();

  // The one-click post is a form; what it says does not matter.
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  fastify.get(
    '/users/me/email-preferences',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The e-mails the signed-in member switched on',
        description: 'All are off until the member turns them on.',
        security: [{ bearer: [] }],
        response: { 200: EmailPreferencesResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      preferences: await preferences.get(requireUser(request).id),
    }),
  );

  fastify.put(
    '/users/me/email-preferences',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Switch e-mails on or off',
        description: 'Absent switches stay as they are. Answers every switch.',
        security: [{ bearer: [] }],
        body: UpdateEmailPreferencesBody,
        response: { 200: EmailPreferencesResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      preferences: await preferences.update(requireUser(request).id, request.body, now()),
    }),
  );

  fastify.get(
    '/email/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: 'The page an unsubscribe link opens',
        description:
          'A page with a button that posts the same address; opening it changes nothing.',
        querystring: UnsubscribeQuery,
      },
    },
    async (request, reply) => {
      const { language } = request;
      const t = textsIn(language);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      appendVary(reply, 'Accept-Language');
      const target = readUnsubscribeToken(fastify.auth.secret, request.query.token);
      if (!target) {
        return reply.code(400).send(invalidPage(language));
      }
      const action = `/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.send(
        page(
          language,
          t('unsubscribe.confirmTitle'),
          `<p>${escapeMarkup(t(CONFIRM_TEXT[target.kind]))}</p>
<form method="post" action="${escapeMarkup(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeMarkup(t('unsubscribe.button'))}</button></form>`,
        ),
      );
    },
  );

  fastify.post(
    '/email/unsubscribe',
    {
      schema: {
        tags: TAGS,
        summary: 'Unsubscribe in one click',
        description:
          'Turns off the kind of e-mail the token names (RFC 8058 one-click). A browser gets a page; any other client JSON.',
        querystring: UnsubscribeQuery,
      },
    },
    async (request, reply) => {
      const { language } = request;
      reply.header('Cache-Control', 'no-store');
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) appendVary(reply, 'Accept-Language');
      const target = readUnsubscribeToken(fastify.auth.secret, request.query.token);
      if (!target) {
        reply.code(400);
        return wantsPage
          ? reply.type('text/html; charset=utf-8').send(invalidPage(language))
          : { success: false, message: MODERATION_MESSAGES.invalidUnsubscribe };
      }
      // A member who has since deleted their account has nothing left to switch off.
      if (await users.findById(target.userId)) {
        await preferences.switchOff(target.userId, target.kind, now());
      }
      return wantsPage
        ? reply
            .type('text/html; charset=utf-8')
            .send(
              page(
                language,
                textsIn(language)('unsubscribe.doneTitle'),
                `<p>${escapeMarkup(localizeMessage(MODERATION_MESSAGES.unsubscribed, language))}</p><p><a href="/">${escapeMarkup(textsIn(language)('unsubscribe.back'))}</a></p>`,
              ),
            )
        : { success: true, message: MODERATION_MESSAGES.unsubscribed };
    },
  );
};
