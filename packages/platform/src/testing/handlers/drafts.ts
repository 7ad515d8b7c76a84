import { http, HttpResponse } from 'msw';
import type {
  Draft,
  DraftBody,
  DraftDeletedResponse,
  DraftListResponse,
  DraftResponse,
} from '@voices/contracts';
import { DRAFT_LIMITS, DRAFT_MESSAGES } from '@voices/contracts/constants';
import { db } from '../db';
import { API, bearer, fail, unauthorized } from './common';

const KEY = new RegExp(DRAFT_LIMITS.keyPattern);

/** A draft as the gateway answers it. */
const answer = ({ key, fields, updatedAt }: Draft): Draft => ({ key, fields, updatedAt });

export const draftHandlers = [
  http.get(`${API}/drafts`, ({ request }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    const drafts = db.drafts
      .filter((draft) => draft.userId === user.id)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map(answer);
    return HttpResponse.json<DraftListResponse>({ success: true, drafts });
  }),
  http.put<{ key: string }, DraftBody>(`${API}/drafts/:key`, async ({ request, params }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    if (!KEY.test(params.key)) return fail(400, 'params/key must match the draft keys');
    if (params.key.startsWith('edit-')) {
      const id = params.key.slice('edit-'.length);
      const own = db.stories.some((story) => story.id === id && story.authorId === user.id);
      if (!own) return fail(404, DRAFT_MESSAGES.storyNotFound);
    }
    const fields = await request.json();
    const draft = { userId: user.id, key: params.key, fields, updatedAt: new Date().toISOString() };
    db.drafts = [
      ...db.drafts.filter((entry) => !(entry.userId === user.id && entry.key === params.key)),
      draft,
    ];
    return HttpResponse.json<DraftResponse>({ success: true, draft: answer(draft) });
  }),
  http.delete<{ key: string }>(`${API}/drafts/:key`, ({ request, params }) => {
    const user = bearer(request);
    if (!user) return unauthorized();
    db.drafts = db.drafts.filter(
      (entry) => !(entry.userId === user.id && entry.key === params.key),
    );
    return HttpResponse.json<DraftDeletedResponse>({ success: true });
  }),
];
