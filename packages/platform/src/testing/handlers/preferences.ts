import { http, HttpResponse } from 'msw';
import type { CustomHeadingResponse, PreferredTemplateResponse } from '@voices/contracts';
import {
  PREFERENCE_MESSAGES,
  STORY_MESSAGES,
  normalizeTemplateId,
} from '@voices/contracts/constants';
import { db } from '../db';
import { API, bearer, fail, unauthorized } from './common';

export const preferenceHandlers = [
  http.get(`${API}/users/me/preferred-template`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    return HttpResponse.json<PreferredTemplateResponse>({
      success: true,
      preferredTemplate: user.preferredTemplate,
    });
  }),
  http.put<never, { templateId?: string }>(
    `${API}/users/me/preferred-template`,
    async ({ request }) => {
      const user = bearer(request);
      if (!user) return unauthorized();
      const { templateId } = await request.json();
      if (!templateId) return fail(400, PREFERENCE_MESSAGES.templateRequired);
      const id = normalizeTemplateId(templateId);
      if (!id) return fail(400, STORY_MESSAGES.themeUnknown);
      user.preferredTemplate = id;
      return HttpResponse.json<PreferredTemplateResponse>({
        success: true,
        preferredTemplate: id,
        message: PREFERENCE_MESSAGES.themeSaved,
      });
    },
  ),
  http.put<never, { heading: string | null; themeId?: string | null }>(
    `${API}/users/me/custom-heading`,
    async ({ request }) => {
      const user = bearer(request);
      if (!user) return unauthorized();
      const { heading, themeId = null } = await request.json();
      db.headings = db.headings.filter(
        (entry) => !(entry.authorId === user.id && entry.themeId === themeId),
      );
      const text = heading?.trim() ?? '';
      if (text) db.headings.push({ authorId: user.id, themeId, heading: text });
      return HttpResponse.json<CustomHeadingResponse>({
        success: true,
        heading: text || null,
        themeId,
        message: text ? PREFERENCE_MESSAGES.headingSaved : PREFERENCE_MESSAGES.headingCleared,
      });
    },
  ),
  http.get<{ authorId: string }>(`${API}/users/:authorId/custom-heading`, ({ request, params }) => {
    const themeId = new URL(request.url).searchParams.get('themeId');
    const ofAuthor = db.headings.filter((entry) => entry.authorId === params.authorId);
    const entry =
      ofAuthor.find((candidate) => themeId && candidate.themeId === themeId) ??
      ofAuthor.find((candidate) => candidate.themeId === null);
    return HttpResponse.json<CustomHeadingResponse>({
      success: true,
      heading: entry?.heading ?? null,
      themeId: entry?.themeId ?? null,
    });
  }),
];
