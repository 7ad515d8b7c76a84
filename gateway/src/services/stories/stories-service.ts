import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  DEFAULT_TEMPLATE_ID,
  MODERATION_MESSAGES,
  normalizeStoryCategory as normalizeCategory,
  normalizeTemplateId,
  SOCKET_EVENTS,
  STORY_LIMITS,
  STORY_MESSAGES,
  type Story,
  type StoryResponse,
  type StorySocketPayload,
} from '@voices/contracts';
import type { StoryMediaRow } from '../../db/types';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { idTime, isId, newId } from '../../lib/ids';
import type { ReceivedFile } from '../../plugins/uploads';
import {
  createStoriesRepository,
  mediaFileNames,
  type StoryMediaFile,
} from '../../repositories/stories-repository';
import { maySeeHidden, type Viewer } from '../../repositories/story-visibility';
import { createPublishKeys, fingerprint } from './idempotency';
import { checkPublishRate, createPublishesInFlight } from './publish-rate';
import { editInput, publishInput, removedMediaNames, type Fields } from './story-input';
import { storedFileNames, storeStoryImages } from './story-media';

/** The parts of the app the stories service works with. */
export type StoriesServiceDeps = Pick<
  FastifyInstance,
  'db' | 'dbEngine' | 'uploads' | 'io' | 'domainEvents' | 'instance' | 'auth' | 'log'
>;

/** The signed-in author, as far as the service needs to know them. */
export interface Author {
  id: string;
  preferred_template: string | null;
}

/** A story form: its text fields and its images, already received. */
export interface StoryForm {
  fields: Fields;
  files: readonly ReceivedFile[];
}

export interface PublishResult {
  statusCode: number;
  body: StoryResponse;
  /** The stored answer of an earlier publish under the same Idempotency-Key. */
  replayed: boolean;
}

export interface StoryListQuery {
  authorId?: string;
  category?: string;
  before?: string;
  limit: number;
  /** Who reads: decides which hidden stories and which blocked authors are left out. */
  viewer: Viewer | null;
}

const toFile = (m: StoryMediaRow): StoryMediaFile => ({
  fileName: m.file_name,
  thumbnailName: m.thumbnail_name,
  width: m.width,
  height: m.height,
});

/**
 * Community stories: publishing (Idempotency-Key, the publish window, one transaction, the
 * images moved into place only after it commits), editing and deleting by the author only,
 * and reading. Every change is announced to all sockets and, after its commit, to the other
 * areas as a domain event.
 */
export function createStoriesService(deps: StoriesServiceDeps) {
  const { db, dbEngine: engine, uploads, domainEvents } = deps;
  const stories = createStoriesRepository(db);
  const now = () => deps.auth.now();
  const keys = createPublishKeys(db, deps.instance, now);
  const inFlight = createPublishesInFlight();

  function announce(event: string, payload: StorySocketPayload): void {
    deps.io.emit(event, payload);
  }

  async function removeFiles(names: string[], log: FastifyBaseLogger): Promise<void> {
    try {
      await uploads.remove(names);
    } catch (error) {
      log.warn({ err: error, files: names }, 'could not remove the files of a story');
    }
  }

  /** The story if the user wrote it: 404 when there is none, 403 when it is someone else's. */
  async function assertAuthor(
    id: string,
    userId: string,
    refusal: string = STORY_MESSAGES.notYourNews,
  ): Promise<void> {
    const story = isId(id) ? await stories.findRow(id) : undefined;
    if (!story) throw notFound(STORY_MESSAGES.newsNotFound);
    if (story.author_id !== userId) throw forbidden(refusal);
  }

  /** Publishes a story by `author`; with `key`, a retry answers the first answer again. */
  async function publish(
    author: Author,
    form: StoryForm,
    key: string | undefined,
    log: FastifyBaseLogger = deps.log,
  ): Promise<PublishResult> {
    const input = publishInput(
      form.fields,
      normalizeTemplateId(author.preferred_template) ?? DEFAULT_TEMPLATE_ID,
    );
    if (key) {
      const claim = await keys.claim(author.id, key, fingerprint(input, form.files));
      if (claim.kind === 'done') {
        return {
          statusCode: claim.statusCode,
          body: JSON.parse(claim.body) as StoryResponse,
          replayed: true,
        };
      }
    }

    let body: StoryResponse;
    let media: StoryMediaFile[] = [];
    const donePublishing = inFlight.start(author.id);
    try {
      // Refused before the images are worked on; counted again below where it is decided.
      await checkPublishRate(stories, author.id, now(), () => inFlight.others(author.id));
      media = await storeStoryImages(uploads, form.files);
      try {
        body = await db.transaction().execute(async (trx) => {
          const repository = createStoriesRepository(trx);
          const at = now();
          await repository.lockAuthor(author.id, engine);
          await checkPublishRate(repository, author.id, at);
          const id = newId(at);
          await repository.insert(
            {
              id,
              author_id: author.id,
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
          const answer: StoryResponse = {
            success: true,
            message: STORY_MESSAGES.published,
            data: story,
          };
          if (key) await keys.complete(trx, author.id, key, 201, JSON.stringify(answer));
          // The followers are notified after the answer, from the outbox: durably, off the request.
          await domainEvents.record(trx, 'story:published', {
            storyId: id,
            authorId: author.id,
            title: story.title,
          });
          return answer;
        });
      } catch (error) {
        await uploads.remove(storedFileNames(media));
        throw error;
      }
    } catch (error) {
      if (key) {
        await keys.release(author.id, key).catch((releaseError: unknown) => {
          log.warn({ err: releaseError }, 'could not release an idempotency key');
        });
      }
      throw error;
    } finally {
      donePublishing();
    }
    // Committed: only now are the images served (a crash before this is finished by the sweep).
    await uploads.commit(storedFileNames(media));

    announce(SOCKET_EVENTS.newsContributed, { id: body.data.id, authorId: author.id });
    domainEvents.dispatch();
    return { statusCode: 201, body, replayed: false };
  }

  /**
   * Edits the author's story: title and content are required, other fields change only when
   * sent; `removedMedia` names images to drop, new images are added after the kept ones.
   */
  async function edit(
    authorId: string,
    id: string,
    form: StoryForm,
    log: FastifyBaseLogger = deps.log,
  ): Promise<StoryResponse> {
    const update = editInput(form.fields);
    const removed = new Set(removedMediaNames(form.fields.removedMedia));
    const isRemoved = (m: StoryMediaRow) =>
      removed.has(m.file_name) || (m.thumbnail_name !== null && removed.has(m.thumbnail_name));
    const current = await stories.media(id);
    if (current.filter((m) => !isRemoved(m)).length + form.files.length > STORY_LIMITS.maxMedia) {
      throw badRequest(STORY_MESSAGES.tooManyImages);
    }

    const added = await storeStoryImages(uploads, form.files);
    let gone: StoryMediaRow[] = [];
    let body: StoryResponse;
    try {
      body = await db.transaction().execute(async (trx) => {
        const repository = createStoriesRepository(trx);
        await repository.lockStory(id, engine);
        const row = await repository.findRow(id);
        if (!row) throw notFound(STORY_MESSAGES.newsNotFound);
        if (row.author_id !== authorId) throw forbidden(STORY_MESSAGES.notYourNews);
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
      await uploads.remove(storedFileNames(added));
      throw error;
    }
    await uploads.commit(storedFileNames(added));

    await removeFiles(mediaFileNames(gone), log);
    announce(SOCKET_EVENTS.newsUpdated, { id, authorId });
    await domainEvents.emit('story:updated', { storyId: id, authorId });
    return body;
  }

  /** Deletes the author's story with its images and their files. */
  async function remove(
    authorId: string,
    id: string,
    log: FastifyBaseLogger = deps.log,
  ): Promise<void> {
    await assertAuthor(id, authorId, STORY_MESSAGES.notYourNewsToDelete);
    const media = await db.transaction().execute(async (trx) => {
      const repository = createStoriesRepository(trx);
      await repository.lockStory(id, engine);
      const row = await repository.findRow(id);
      if (!row) throw notFound(STORY_MESSAGES.newsNotFound);
      if (row.author_id !== authorId) throw forbidden(STORY_MESSAGES.notYourNewsToDelete);
      const files = await repository.media(id);
      await repository.delete(id);
      return files;
    });
    await removeFiles(mediaFileNames(media), log);
    announce(SOCKET_EVENTS.newsDeleted, { id, authorId });
    await domainEvents.emit('story:deleted', { storyId: id, authorId });
  }

  /**
   * A page of stories, newest first, and the cursor of the next page (null on the last). An
   * author id that is no id, or a category that is none, lists nothing.
   */
  async function list(query: StoryListQuery): Promise<{ stories: Story[]; next: string | null }> {
    const authorId = query.authorId?.trim().toLowerCase();
    const rawCategory = query.category?.trim();
    const beforeId = query.before?.trim().toLowerCase();

    let before: { createdAt: string; id: string } | undefined;
    if (beforeId) {
      if (!isId(beforeId)) throw badRequest(STORY_MESSAGES.invalidCursor);
      const row = await stories.findRow(beforeId);
      // A story deleted since: its id still tells when it was made (to the second).
      before = row
        ? { createdAt: row.created_at, id: row.id }
        : { createdAt: new Date(idTime(beforeId).getTime() + 999).toISOString(), id: beforeId };
    }
    if (authorId && !isId(authorId)) return { stories: [], next: null };
    const category = rawCategory ? normalizeCategory(rawCategory) : undefined;
    if (category === null) return { stories: [], next: null };
    const { limit } = query;
    const page = await stories.list({
      ...(authorId ? { authorId } : {}),
      ...(category ? { category } : {}),
      ...(before ? { before } : {}),
      limit: limit + 1,
      viewer: query.viewer,
    });
    if (page.length <= limit) return { stories: page, next: null };
    page.length = limit;
    return { stories: page, next: page[limit - 1]!.id };
  }

  /** One story, or 404; a hidden one 410 Gone for all but its author and moderators. */
  async function get(rawId: string, viewer: Viewer | null): Promise<Story> {
    const id = rawId.trim().toLowerCase();
    const story = isId(id) ? await stories.findView(id) : null;
    if (!story) throw notFound(STORY_MESSAGES.newsNotFound);
    if (story.moderationStatus === 'hidden' && !maySeeHidden(viewer, story.authorId ?? '')) {
      throw new HttpError(410, MODERATION_MESSAGES.storyRemoved);
    }
    return story;
  }

  return { publish, edit, remove, list, get, assertAuthor };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
