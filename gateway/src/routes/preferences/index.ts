import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SOCKET_EVENTS,
  DEFAULT_TEMPLATE_ID,
  HEADING_SAVES_PER_MINUTE,
  normalizeTemplateId,
  CustomHeadingBody,
  CustomHeadingParams,
  CustomHeadingQuery,
  CustomHeadingResponse,
  ErrorResponse,
  PREFERENCE_MESSAGES,
  PreferredTemplateBody,
  PreferredTemplateResponse,
  STORY_MESSAGES,
  authWaitMessages,
  type CustomHeadingSocketPayload,
} from '@voices/contracts';
import { formatWait, MINUTE } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/http-errors';
import { isId } from '../../lib/ids';
import { normalizeHeading } from '../../lib/story-text';
import { requireUser } from '../../plugins/auth';
import { createPreferencesRepository } from '../../repositories/preferences-repository';

const TAGS = ['preferences'];

/** A theme given in a request: absent or empty is none; an unknown one is refused. */
function themeOrThrow(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const themeId = normalizeTemplateId(value);
  if (!themeId) throw badRequest(STORY_MESSAGES.themeUnknown);
  return themeId;
}

/**
 * An author's preferred template and custom masthead headings (spec 001 §3 Preferences, §7).
 * A heading change is announced to every socket (`custom_heading_updated`).
 */
export const preferencesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const preferences = createPreferencesRepository(fastify.db);
  const headingSaves = fastify.counter({
    name: 'heading',
    max: HEADING_SAVES_PER_MINUTE,
    windowMs: MINUTE,
    message: (waitMs) => authWaitMessages.tooManyRequests(formatWait(waitMs)),
  });
  const now = () => fastify.auth.now();

  fastify.get(
    '/users/me/preferred-template',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "The signed-in user's preferred theme",
        description: 'null until the member saves one (Compose then shows the theme picker first).',
        security: [{ bearer: [] }],
        response: { 200: PreferredTemplateResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const saved = requireUser(request).preferred_template;
      return {
        success: true as const,
        preferredTemplate:
          saved === null ? null : (normalizeTemplateId(saved) ?? DEFAULT_TEMPLATE_ID),
      };
    },
  );

  fastify.put(
    '/users/me/preferred-template',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Set the signed-in user's preferred theme",
        description:
          "One of the eight theme ids (legacy 'modern' is stored as 'modern-grid'); 400 'This theme is not recognized.' otherwise.",
        security: [{ bearer: [] }],
        body: PreferredTemplateBody,
        response: { 200: PreferredTemplateResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.body.templateId.trim()) throw badRequest(PREFERENCE_MESSAGES.templateRequired);
      const templateId = themeOrThrow(request.body.templateId);
      if (!templateId) throw badRequest(STORY_MESSAGES.themeUnknown);
      await preferences.setPreferredTemplate(user.id, templateId, now());
      return {
        success: true as const,
        preferredTemplate: templateId,
        message: PREFERENCE_MESSAGES.themeSaved,
      };
    },
  );

  fastify.get(
    '/users/:authorId/custom-heading',
    {
      schema: {
        tags: TAGS,
        summary: "An author's custom heading",
        description:
          "With `themeId`, the author's heading for that theme when there is one, else the global one; `heading` is null when the author has none (show the author's name). `themeId` in the answer says which one it is (null: global).",
        params: CustomHeadingParams,
        querystring: CustomHeadingQuery,
        response: { 200: CustomHeadingResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const authorId = request.params.authorId.trim().toLowerCase();
      const themeId = themeOrThrow(request.query.themeId);
      const found = isId(authorId) ? await preferences.heading(authorId, themeId) : undefined;
      if (!found) throw notFound(PREFERENCE_MESSAGES.userNotFound);
      return { success: true as const, ...found };
    },
  );

  fastify.put(
    '/users/me/custom-heading',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: "Set the signed-in user's custom heading",
        description:
          'Plain text on one line, at most 200 characters (control characters are removed); empty or null removes it. Without `themeId` it is the global heading, else the heading of that theme. Emits `custom_heading_updated` {authorId, themeId} to every socket.',
        security: [{ bearer: [] }],
        body: CustomHeadingBody,
        response: {
          200: CustomHeadingResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const heading = normalizeHeading(request.body.heading);
      if (!heading.ok) throw badRequest(STORY_MESSAGES.headingTooLong);
      const themeId = themeOrThrow(request.body.themeId);

      await headingSaves.hit(request, user.id);

      await preferences.setHeading(user.id, themeId, heading.value, now());
      const payload: CustomHeadingSocketPayload = { authorId: user.id, themeId };
      fastify.io.emit(SOCKET_EVENTS.customHeadingUpdated, payload);
      return {
        success: true as const,
        heading: heading.value,
        themeId,
        message: heading.value
          ? PREFERENCE_MESSAGES.headingSaved
          : PREFERENCE_MESSAGES.headingCleared,
      };
    },
  );
};
