import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ContributeForm,
  ContributionsQuery,
  DeleteStoryBody,
  DeleteStoryResponse,
  EditStoryForm,
  ErrorResponse,
  STORY_LIMITS,
  STORY_MESSAGES,
  SOCKET_EVENTS,
  StoryIdParams,
  StoryList,
  StoryResponse,
  storyWaitMessages,
  type StoryResponse as StoryResponseBody,
  type StorySocketPayload,
  normalizeStoryCategory as normalizeCategory,
  normalizeTemplateId,
  DEFAULT_TEMPLATE_ID,
  STORY_LIST_HEADERS,
} from '@voices/contracts';
import { HOUR, MINUTE, SECOND } from '../../lib/clock';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { idTime, isId, newId } from '../../lib/ids';
import { RateLimitError } from '../../lib/rate-limit';
import { requireUser } from '../../plugins/auth';
import type { ReceivedFile } from '../../plugins/uploads';
import { createIdempotencyRepository } from '../../repositories/stories-idempotency-repository';
import {
  createStoriesRepository,
  mediaFileNames,
  type StoriesRepository,
  type StoryMediaFile,
} from '../../repositories/stories-repository';
import type { StoryMediaRow } from '../../db/types';
import {
  editInput,
  publishInput,
  readStoryForm,
  removedMediaNames,
  type StoryInput,
} from './story-form';
import { storedFileNames, storeStoryImages } from './story-media';

const TAGS = ['contributions'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

const PUBLISH_WINDOW_MS = STORY_LIMITS.publishWindowSeconds * SECOND;
const IDEMPOTENCY_TTL_MS = STORY_LIMITS.idempotencyHours * HOUR;
/** A claim this old without an answer belongs to a gateway that stopped mid-way. */
const IDEMPOTENCY_ABANDONED_MS = 5 * MINUTE;
/** How long a retry waits for the same publish still running elsewhere. */
const IDEMPOTENCY_WAIT_MS = 60 * SECOND;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest(STORY_MESSAGES.idempotencyKeyInvalid);
  }
  return key;
}

/** What makes two publishes the same story: the checked fields and the images' bytes. */
function fingerprint(input: StoryInput, files: readonly ReceivedFile[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(input));
  for (const file of files) hash.update(file.sha256);
  return hash.digest('hex');
}

/**
 * 429 when the author has published 9 stories in the last 30 s, counting `inFlight` publishes
 * of theirs that are not committed yet.
 */
async function checkPublishRate(
  repository: StoriesRepository,
  authorId: string,
  at: Date,
  inFlight: () => number = () => 0,
): Promise<void> {
  const since = new Date(at.getTime() - PUBLISH_WINDOW_MS).toISOString();
  const { count, oldest } = await repository.publishedSince(authorId, since);
  // Read after the count: a publish stops counting as in flight just before its commit, so
  // it is never counted twice (at worst once too few, which the transaction's check catches).
  if (count + inFlight() < STORY_LIMITS.publishesPerWindow) return;
  const wait = (oldest ? Date.parse(oldest) : at.getTime()) + PUBLISH_WINDOW_MS - at.getTime();
  throw new RateLimitError(storyWaitMessages.tooManyStories(seconds(wait)), seconds(wait));
}

const toFile = (m: StoryMediaRow): StoryMediaFile => ({
  fileName: m.file_name,
  thumbnailName: m.thumbnail_name,
  width: m.width,
  height: m.height,
});

/**
 * Community stories (spec 001 §7): publish, list, read, edit, delete. Only the signed-in author
 * may change a story, whatever the form says; images go through the upload pipeline; every
 * change is announced to all sockets and, after its commit, to the other areas.
 */
export const contributionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const stories = createStoriesRepository(fastify.db);
  const idempotency = createIdempotencyRepository(fastify.db);
  const engine = fastify.dbEngine;
  const now = () => fastify.auth.now();
  /**
   * Publishes of each author being worked on in this process. The limit is decided in the
   * transaction, but counting these before the images are worked on refuses the 10th of ten
   * concurrent publishes at once instead of after its images are processed.
   */
  const publishing = new Map<string, number>();
  const startPublishing = (authorId: string): (() => void) => {
    publishing.set(authorId, (publishing.get(authorId) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (publishing.get(authorId) ?? 1) - 1;
      if (left > 0) publishing.set(authorId, left);
      else publishing.delete(authorId);
    };
  };

  // Every 429 says when to come back; the shared handler writes the body.
  fastify.setErrorHandler((error, _request, reply) => {
    if (error instanceof RateLimitError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });

  function announce(event: string, payload: StorySocketPayload): void {
    fastify.io.emit(event, payload);
  }

  /** Claims the key for this publish, waiting while the same publish runs elsewhere. */
  async function claimKey(
    scope: string,
    key: string,
    requestHash: string,
  ): Promise<{ kind: 'claimed' } | { kind: 'done'; statusCode: number; body: string }> {
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    await idempotency.deleteExpired(now());
    for (;;) {
      const { instance } = fastify;
      const outcome = await idempotency.claim(
        { scope, key, method: 'POST', path: '/api/contribute', requestHash },
        now(),
        IDEMPOTENCY_TTL_MS,
        IDEMPOTENCY_ABANDONED_MS,
        {
          id: instance.id,
          staleBefore: instance.canJudgeStaleness() ? instance.staleBefore() : null,
        },
      );
      if (outcome.kind === 'mismatch') {
        throw new HttpError(422, STORY_MESSAGES.idempotencyKeyReused);
      }
      if (outcome.kind !== 'running') return outcome;
      if (Date.now() >= deadline) throw new HttpError(409, STORY_MESSAGES.publishInProgress);
      await sleep(50);
    }
  }

  fastify.post(
    '/contribute',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Publish a story',
        description: `multipart/form-data (or JSON without images). The author is the signed-in user; \`author\` and \`authorId\` are ignored. Up to ${STORY_LIMITS.maxMedia} images (\`media\`), JPEG, PNG, GIF or WebP by their bytes, 10 MB each, stored at most ${STORY_LIMITS.displayMaxSide} px on the longest side with a ${STORY_LIMITS.thumbnailMaxSide} px copy. Send an \`Idempotency-Key\` header (one per draft) and a retry publishes once: the same key answers the first answer again, or 422 for a different story. At most ${STORY_LIMITS.publishesPerWindow} stories per ${STORY_LIMITS.publishWindowSeconds} s per author (429 with Retry-After). Emits \`news_contributed\` {id, authorId} to every socket.`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        body: ContributeForm,
        response: { 201: StoryResponse, ...errors },
      },
      // The schema documents the form; the body is a stream read by hand below.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const key = idempotencyKey(request.headers['idempotency-key']);
      const { fields, files } = await readStoryForm(request);
      const input = publishInput(
        fields,
        normalizeTemplateId(user.preferred_template) ?? DEFAULT_TEMPLATE_ID,
      );

      if (key) {
        const claim = await claimKey(user.id, key, fingerprint(input, files));
        if (claim.kind === 'done') {
          return reply
            .code(claim.statusCode)
            .header('idempotent-replayed', 'true')
            .send(JSON.parse(claim.body) as StoryResponseBody);
        }
      }

      let body: StoryResponseBody;
      let media: StoryMediaFile[] = [];
      const donePublishing = startPublishing(user.id);
      try {
        // Refused before the images are worked on; counted again below where it is decided.
        await checkPublishRate(stories, user.id, now(), () => (publishing.get(user.id) ?? 1) - 1);
        media = await storeStoryImages(fastify.uploads, files);
        try {
          body = await fastify.db.transaction().execute(async (trx) => {
            const repository = createStoriesRepository(trx);
            const at = now();
            await repository.lockAuthor(user.id, engine);
            await checkPublishRate(repository, user.id, at);
            const id = newId(at);
            await repository.insert(
              {
                id,
                author_id: user.id,
                title: input.title,
                content: input.content,
                summary: input.summary,
                category: input.category,
                language: input.language,
                selected_template: input.selectedTemplate,
                author_section_position: input.authorSectionPosition,
                category_sidebar_position: input.categorySidebarPosition,
                show_advertisement: input.showAdvertisement ? 1 : 0,
                ai_processed: input.aiProcessed ? 1 : 0,
                custom_heading: input.customHeading,
                created_at: at.toISOString(),
                updated_at: at.toISOString(),
              },
              media,
            );
            donePublishing();
            const story = await repository.findView(id);
            if (!story) throw new Error('the story just written cannot be read');
            const answer: StoryResponseBody = {
              success: true,
              message: STORY_MESSAGES.published,
              data: story,
            };
            if (key) {
              await createIdempotencyRepository(trx).complete(
                user.id,
                key,
                201,
                JSON.stringify(answer),
              );
            }
            return answer;
          });
        } catch (error) {
          await fastify.uploads.remove(storedFileNames(media));
          throw error;
        }
      } catch (error) {
        if (key) {
          await idempotency.release(user.id, key).catch((releaseError: unknown) => {
            request.log.warn({ err: releaseError }, 'could not release an idempotency key');
          });
        }
        throw error;
      } finally {
        donePublishing();
      }
      // Committed: only now are the images served (a crash before this is finished by the sweep).
      await fastify.uploads.commit(storedFileNames(media));

      announce(SOCKET_EVENTS.newsContributed, { id: body.data.id, authorId: user.id });
      await fastify.domainEvents.emit('story:published', {
        storyId: body.data.id,
        authorId: user.id,
        title: body.data.title,
      });
      return reply.code(201).send(body);
    },
  );

  fastify.get(
    '/getContributions',
    {
      schema: {
        tags: TAGS,
        summary: 'Community stories, newest first',
        description: `A list of stories. Filter with \`authorId\` and \`category\` (one of the compose categories, any case; another value lists nothing); page with \`limit\` (default ${STORY_LIMITS.listDefault}, at most ${STORY_LIMITS.listMax}) and \`before\`, the id of the last story of the previous page.`,
        querystring: ContributionsQuery,
        response: { 200: StoryList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { limit = STORY_LIMITS.listDefault } = request.query;
      const authorId = request.query.authorId?.trim().toLowerCase();
      const rawCategory = request.query.category?.trim();
      const beforeId = request.query.before?.trim().toLowerCase();

      let before: { createdAt: string; id: string } | undefined;
      if (beforeId) {
        if (!isId(beforeId)) throw badRequest(STORY_MESSAGES.invalidCursor);
        const row = await stories.findRow(beforeId);
        // A story deleted since: its id still tells when it was made (to the second).
        before = row
          ? { createdAt: row.created_at, id: row.id }
          : { createdAt: new Date(idTime(beforeId).getTime() + 999).toISOString(), id: beforeId };
      }
      if (authorId && !isId(authorId)) return [];
      const category = rawCategory ? normalizeCategory(rawCategory) : undefined;
      if (category === null) return [];
      const page = await stories.list({
        ...(authorId ? { authorId } : {}),
        ...(category ? { category } : {}),
        ...(before ? { before } : {}),
        limit: limit + 1,
      });
      if (page.length > limit) {
        page.length = limit;
        reply.header(STORY_LIST_HEADERS.nextCursor, page[limit - 1]!.id);
      }
      return page;
    },
  );

  fastify.get(
    '/contributions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One story',
        params: StoryIdParams,
        response: { 200: StoryResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const id = request.params.id.trim().toLowerCase();
      const story = isId(id) ? await stories.findView(id) : null;
      if (!story) throw notFound(STORY_MESSAGES.newsNotFound);
      return { success: true as const, data: story };
    },
  );

  /** The story if the user wrote it: 404 when there is none, 403 when it is someone else's. */
  async function ownStory(
    id: string,
    userId: string,
    refusal: string = STORY_MESSAGES.notYourNews,
  ) {
    const story = isId(id) ? await stories.findRow(id) : undefined;
    if (!story) throw notFound(STORY_MESSAGES.newsNotFound);
    if (story.author_id !== userId) throw forbidden(refusal);
    return story;
  }

  fastify.put(
    '/edit/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Edit a story (its author only)',
        description: `multipart/form-data (or JSON without images). Title and content are required; other fields change only when sent. \`removedMedia\` is a JSON list of file names (from \`media\`) to remove; their files are deleted. New \`media\` images are added after the kept ones, at most ${STORY_LIMITS.maxMedia} in all. An \`authorId\` in the form is ignored. Emits \`news_updated\` {id, authorId} to every socket.`,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        params: StoryIdParams,
        body: EditStoryForm,
        response: { 200: StoryResponse, ...errors },
      },
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const user = requireUser(request);
      const id = (request.params as { id: string }).id.trim().toLowerCase();
      await ownStory(id, user.id);
      const { fields, files } = await readStoryForm(request);
      const update = editInput(fields);
      const removed = new Set(removedMediaNames(fields.removedMedia));
      const isRemoved = (m: StoryMediaRow) =>
        removed.has(m.file_name) || (m.thumbnail_name !== null && removed.has(m.thumbnail_name));
      const current = await stories.media(id);
      if (current.filter((m) => !isRemoved(m)).length + files.length > STORY_LIMITS.maxMedia) {
        throw badRequest(STORY_MESSAGES.tooManyImages);
      }

      const added = await storeStoryImages(fastify.uploads, files);
      let gone: StoryMediaRow[] = [];
      let body: StoryResponseBody;
      try {
        body = await fastify.db.transaction().execute(async (trx) => {
          const repository = createStoriesRepository(trx);
          await repository.lockStory(id, engine);
          const row = await repository.findRow(id);
          if (!row) throw notFound(STORY_MESSAGES.newsNotFound);
          if (row.author_id !== user.id) throw forbidden(STORY_MESSAGES.notYourNews);
          const media = await repository.media(id);
          const kept = media.filter((m) => !isRemoved(m));
          if (kept.length + added.length > STORY_LIMITS.maxMedia) {
            throw badRequest(STORY_MESSAGES.tooManyImages);
          }
          gone = media.filter(isRemoved);
          await repository.update(id, { ...update, updated_at: now().toISOString() });
          if (gone.length > 0 || added.length > 0) {
            await repository.replaceMedia(id, [...kept.map(toFile), ...added]);
          }
          const story = await repository.findView(id);
          if (!story) throw new Error('the story just written cannot be read');
          return { success: true as const, message: STORY_MESSAGES.updated, data: story };
        });
      } catch (error) {
        await fastify.uploads.remove(storedFileNames(added));
        throw error;
      }
      await fastify.uploads.commit(storedFileNames(added));

      await removeFiles(mediaFileNames(gone), request.log);
      announce(SOCKET_EVENTS.newsUpdated, { id, authorId: user.id });
      await fastify.domainEvents.emit('story:updated', { storyId: id, authorId: user.id });
      return body;
    },
  );

  async function removeFiles(
    names: string[],
    log: { warn: (obj: object, msg: string) => void },
  ): Promise<void> {
    try {
      await fastify.uploads.remove(names);
    } catch (error) {
      log.warn({ err: error, files: names }, 'could not remove the files of a story');
    }
  }

  fastify.delete(
    '/delete/:id',
    {
      preHandler: fastify.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete a story (its author only)',
        description:
          'The story, its images and their files are removed. An `authorId` in the body is ignored: the signed-in user must be the author. Emits `news_deleted` {id, authorId} to every socket.',
        security: [{ bearer: [] }],
        params: StoryIdParams,
        body: DeleteStoryBody,
        response: { 200: DeleteStoryResponse, ...errors },
      },
      // The body is optional and never read; the id is checked by hand.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const user = requireUser(request);
      const id = (request.params as { id: string }).id.trim().toLowerCase();
      await ownStory(id, user.id, STORY_MESSAGES.notYourNewsToDelete);
      const media = await fastify.db.transaction().execute(async (trx) => {
        const repository = createStoriesRepository(trx);
        await repository.lockStory(id, engine);
        const row = await repository.findRow(id);
        if (!row) throw notFound(STORY_MESSAGES.newsNotFound);
        if (row.author_id !== user.id) throw forbidden(STORY_MESSAGES.notYourNewsToDelete);
        const files = await repository.media(id);
        await repository.delete(id);
        return files;
      });
      await removeFiles(mediaFileNames(media), request.log);
      announce(SOCKET_EVENTS.newsDeleted, { id, authorId: user.id });
      await fastify.domainEvents.emit('story:deleted', { storyId: id, authorId: user.id });
      return { success: true as const, message: STORY_MESSAGES.deleted };
    },
  );
};
