import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { STORY_LIMITS, STORY_MESSAGES } from '@voices/contracts';
import { HttpError } from '../../lib/http-errors';
import { assertShowableFields } from '../../lib/text-hygiene';
import { readMultipartForm, type ReceivedFile } from '../../plugins/uploads';
import type { FormFieldMessages } from '../../services/stories/story-input';

const received = new WeakMap<FastifyRequest, ReceivedFile[]>();

/**
 * A preValidation hook: a multipart/form-data story form becomes the request body (the first
 * value of each text field), as @fastify/multipart's `attachFieldsToBody: 'keyValues'` does,
 * so the route's TypeBox schema validates it; its images stream to staging through the upload
 * pipeline (slots, limits, clean-up: plugins/uploads.ts) and wait in `storyFiles(request)`.
 * A JSON body is left as it is.
 */
export async function attachStoryForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
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
  request.body = form.fields;
  received.set(request, form.files.media ?? []);
}

/** The images of a multipart story form (none for a JSON body). */
export function storyFiles(request: FastifyRequest): readonly ReceivedFile[] {
  return received.get(request) ?? [];
}

/**
 * A route's schemaErrorFormatter: the first problem with a story form's field, in the spec's
 * words for that field (`messages`); any other problem in the error handler's general wording.
 */
export function storyFormErrors(messages: FormFieldMessages) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    if (dataVar === 'body') {
      for (const error of errors) {
        const missing = error.keyword === 'required';
        const field = missing
          ? String((error.params as { missingProperty?: unknown }).missingProperty ?? '')
          : (error.instancePath.split('/')[1] ?? '');
        const known = messages[field];
        const message = known && (missing ? (known.required ?? known.invalid) : known.invalid);
        if (message) return new HttpError(400, message);
      }
    }
    return new Error(`Invalid ${dataVar}`);
  };
}
