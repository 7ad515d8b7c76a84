import type { FastifyRequest } from 'fastify';
import { STORY_LIMITS, STORY_MESSAGES } from '@voices/contracts';
import { assertShowableFields } from '../../lib/text-hygiene';
import { readMultipartForm, type ReceivedFile } from '../../plugins/uploads';
import type { Fields } from '../../services/stories/story-input';

/** The fields of a story form, from multipart/form-data (the spec's way) or a JSON body. */
export async function readStoryForm(
  request: FastifyRequest,
): Promise<{ fields: Fields; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { fields: {}, files: [] };
    }
    return { fields: body as Fields, files: [] };
  }
  const form = await readMultipartForm(request, {
    fileFields: ['media'],
    maxFiles: STORY_LIMITS.maxMedia,
    maxFileBytes: STORY_LIMITS.mediaMaxBytes,
    messages: {
      tooLarge: STORY_MESSAGES.imageTooLarge,
      tooManyFiles: STORY_MESSAGES.tooManyImages,
      formTooLarge: STORY_MESSAGES.storyTooLarge,
    },
  });
  assertShowableFields(form.fields);
  return { fields: form.fields, files: form.files.media ?? [] };
}
