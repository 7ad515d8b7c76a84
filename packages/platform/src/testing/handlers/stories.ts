import { http, HttpResponse } from 'msw';
import type { DeleteStoryResponse, Story, StoryList, StoryResponse } from '@voices/contracts';
import {
  STORY_LIMITS,
  STORY_LIST_HEADERS,
  MODERATION_MESSAGES,
  STORY_MESSAGES,
  normalizeStoryCategory,
  normalizeTemplateId,
} from '@voices/contracts/constants';
import { createStory, db } from '../db';
import { API, bearer, byNewest, fail, pageOf, unauthorized } from './common';

/** The text fields of a story form, as the gateway reads them. */
function fieldsOf(form: FormData): Partial<Story> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const fields: Partial<Story> = {};
  const title = text('title')?.trim();
  const content = text('content')?.trim();
  if (title !== undefined) fields.title = title;
  if (content !== undefined) fields.content = content;
  const category = text('category');
  if (category !== undefined) fields.category = normalizeStoryCategory(category) ?? category;
  const language = text('language');
  if (language !== undefined) fields.language = language;
  const template = text('selectedTemplate');
  if (template !== undefined) {
    const id = normalizeTemplateId(template) ?? template;
    fields.selectedTemplate = id;
    fields.theme = id;
  }
  const position = text('authorSectionPosition');
  if (position !== undefined) fields.authorSectionPosition = position;
  const advert = text('showAdvertisement');
  if (advert !== undefined) fields.showAdvertisement = advert === 'true';
  const heading = text('customHeading');
  if (heading !== undefined) fields.customHeading = heading.trim() || null;
  return fields;
}

export const storyHandlers = [
  http.get(`${API}/getContributions`, ({ request }) => {
    const url = new URL(request.url);
    const authorId = url.searchParams.get('authorId');
    const category = url.searchParams.get('category')?.toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? STORY_LIMITS.listDefault);
    const stories = db.stories
      .filter(
        (story) =>
          (!authorId || story.authorId === authorId) &&
          (!category || story.category.toLowerCase() === category),
      )
      .sort(byNewest);
    const { page, next } = pageOf(stories, url.searchParams.get('before'), limit);
    return HttpResponse.json<StoryList>(page, {
      headers: next ? { [STORY_LIST_HEADERS.nextCursor]: next } : {},
    });
  }),
  http.get<{ id: string }>(`${API}/contributions/:id`, ({ request, params }) => {
    const story = db.stories.find((candidate) => candidate.id === params.id);
    if (!story) return fail(404, STORY_MESSAGES.newsNotFound);
    const viewer = bearer(request);
    const maySee = viewer && (viewer.id === story.authorId || viewer.role === 'moderator');
    if (story.moderationStatus === 'hidden' && !maySee) {
      return fail(410, MODERATION_MESSAGES.storyRemoved);
    }
    return HttpResponse.json<StoryResponse>({ success: true, data: story });
  }),
  http.post(`${API}/contribute`, async ({ request }) => {
    const author = bearer(request);
    if (!author) return unauthorized();
    if (author.suspension) return fail(403, MODERATION_MESSAGES.suspended);
    const fields = fieldsOf(await request.formData());
    if (!fields.title) return fail(400, STORY_MESSAGES.titleRequired);
    if (!fields.content) return fail(400, STORY_MESSAGES.contentRequired);
    const story = createStory(author, { ...fields, createdAt: new Date().toISOString() });
    return HttpResponse.json<StoryResponse>(
      { success: true, message: STORY_MESSAGES.published, data: story },
      { status: 201 },
    );
  }),
  http.put<{ id: string }>(`${API}/edit/:id`, async ({ request, params }) => {
    const author = bearer(request);
    if (!author) return unauthorized();
    const story = db.stories.find((candidate) => candidate.id === params.id);
    if (!story) return fail(404, STORY_MESSAGES.newsNotFound);
    if (story.authorId !== author.id) return fail(403, STORY_MESSAGES.notYourNews);
    const fields = fieldsOf(await request.formData());
    if (!fields.title || !fields.content) return fail(400, STORY_MESSAGES.titleAndContentRequired);
    Object.assign(story, fields, { updatedAt: new Date().toISOString() });
    return HttpResponse.json<StoryResponse>({
      success: true,
      message: STORY_MESSAGES.updated,
      data: story,
    });
  }),
  http.delete<{ id: string }>(`${API}/delete/:id`, ({ request, params }) => {
    const author = bearer(request);
    if (!author) return unauthorized();
    const story = db.stories.find((candidate) => candidate.id === params.id);
    if (!story) return fail(404, STORY_MESSAGES.newsNotFound);
    if (story.authorId !== author.id) return fail(403, STORY_MESSAGES.notYourNews);
    db.stories = db.stories.filter((candidate) => candidate !== story);
    return HttpResponse.json<DeleteStoryResponse>({
      success: true,
      message: STORY_MESSAGES.deleted,
    });
  }),
];
