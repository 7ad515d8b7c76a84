import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, HTTP_MESSAGES, SERVICE_MESSAGES } from '@voices/contracts';
import { DEFAULT_UPLOAD_CONCURRENCY } from '../config';
import { IMMUTABLE } from '../lib/cache-control';
import { HOUR } from '../lib/clock';
import { HttpError } from '../lib/http-errors';
import { assertShowableFields } from '../lib/text-hygiene';
import {
  configureImageLibrary,
  IMAGE_LIMITS,
  processImage,
  storedImageContentType,
  type ProcessImageOptions,
  type StoredImage,
} from '../lib/images';
import { createMediaStore, MediaStoreError, type MediaStore } from '../lib/media-store';
import { createJobLimiter, createUploadSlots } from '../lib/upload-slots';
import { createUploadStore, type ReceivedFile, type SweepReport } from '../lib/upload-store';
import { createInstancesRepository } from '../repositories/instances-repository';
import { createUploadsRepository } from '../repositories/uploads-repository';

export type { ReceivedFile } from '../lib/upload-store';

export interface Uploads {
  /** DATA_DIR/uploads: the store with MEDIA_STORE=local, and every process's staging folder. */
  readonly dir: string;
  /** Where committed uploads live: the uploads folder or a bucket (MEDIA_STORE). */
  readonly store: MediaStore;
  /**
   * Checks a picture and makes its clean copies (see lib/images.ts) in staging; throws
   * ImageRejectedError (413/415/400). With the uploads folder, the copies are not served until
   * `commit`; with a bucket they are put into it here, before any row names them, and a store
   * that fails answers 503 (nothing is kept).
   */
  storeImage(input: ReceivedFile | Buffer, options?: ProcessImageOptions): Promise<StoredImage>;
  /** Puts stored copies in place: call it once the row naming them is committed. */
  commit(fileNames: readonly string[]): Promise<void>;
  /**
   * Deletes stored files, staged or in place, e.g. when saving what they belong to failed. A
   * bucket that cannot be reached is logged and left to the sweep: the row no longer names them.
   */
  remove(fileNames: readonly string[]): Promise<void>;
  /** Clears what crashed or stopped processes left behind (see lib/upload-store.ts). */
  sweep(): Promise<SweepReport>;
  /** Writes and removes a byte in the uploads folder; throws what a write would meet. */
  probeWrite(): Promise<void>;
  /** Throws when the media store cannot be reached (a bucket's HeadBucket); the folder: never. */
  checkStore(): Promise<void>;
  /** The size of a stored file (remembered: a name's file never changes); null when missing. */
  size(fileName: string): Promise<number | null>;
  /**
   * Something sharp can read a stored picture from: its path in the uploads folder, or its
   * bytes from a bucket; null when it is missing or the store cannot give it.
   */
  imageSource(fileName: string): Promise<string | Buffer | null>;
}

/** What readMultipartForm needs of the plugin: the upload limits and the staging store. */
export interface UploadIntake {
  /** Takes an upload slot for `member`; answers the function that gives it back. */
  acquire(member: string): Promise<() => void>;
  receive(source: Readable, field: string): Promise<ReceivedFile>;
  discard(files: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
    uploadIntake: UploadIntake;
  }
}

export const UPLOADS_FOLDER = 'uploads';
/** The text of a form (every field together) may be at most this large. */
export const FORM_TEXT_MAX_BYTES = 1024 * 1024;
/** Part headers and boundaries around the files and fields of a form. */
const FORM_FRAMING_BYTES = 64 * 1024;
/** The sweep runs at start and then this often. */
export const SWEEP_EVERY_MS = HOUR;
/** Sizes of stored files remembered (feeds name them again and again). */
const SIZES_REMEMBERED = 10_000;
/** When to try again after the media store failed. */
const STORE_RETRY_AFTER_SECONDS = 30;

/** The media store failed: the server's trouble, answered 503 with Retry-After. */
export class MediaStoreUnavailableError extends HttpError {
  override name = 'MediaStoreUnavailableError';
  readonly retryAfterSeconds = STORE_RETRY_AFTER_SECONDS;

  constructor(cause: unknown) {
    super(503, SERVICE_MESSAGES.mediaStoreUnavailable);
    this.cause = cause;
  }
}

/** What a multipart form held: its text fields (the first value of each) and its files on disk. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile[]>;
}

export interface ReadFormOptions {
  /** Field names that may carry files; files in other fields are read past and dropped. */
  fileFields: readonly string[];
  /** Most files in all (default 1). */
  maxFiles?: number;
  /** Most bytes per file (default 10 MiB, the most the plugin accepts). */
  maxFileBytes?: number;
  messages?: { tooLarge?: string; tooManyFiles?: string; formTooLarge?: string };
}

const MULTIPART_CODES: Record<string, { status: number; message: string }> = {
  FST_PARTS_LIMIT: { status: 413, message: HTTP_MESSAGES.formTooManyFields },
  FST_FIELDS_LIMIT: { status: 413, message: HTTP_MESSAGES.formTooManyFields },
  FST_PROTO_VIOLATION: { status: 400, message: HTTP_MESSAGES.formFieldNotAllowed },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: HTTP_MESSAGES.formNotMultipart },
};

/** Per request: its slot, and the parts it received, removed when it is done. */
interface UploadRequest {
  release: () => void;
  received: string[];
}
const requests = new WeakMap<FastifyRequest, UploadRequest>();
const kCloseConnection = Symbol('voices.closeConnection');
type ClosingRequest = FastifyRequest & { [kCloseConnection]?: boolean };

/** Who an upload counts against: the signed-in member, or for sign-ups the client's address. */
function uploader(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/** Longest the rest of a refused form is read for before its answer goes out. */
const READ_TO_END_MS = 30_000;

/**
 * Reads the rest of a form refused while it is still arriving (a full disk at its picture's
 * first byte, a file too large, a slot refused) and drops it, so the answer goes out once the
 * client has sent it all. Answered earlier, a client still sending on a connection that closes
 * after the answer (it asked `Connection: close`) may have it broken under it and never read
 * the answer; one that keeps its connection would find it stuck behind the unread body. A body
 * longer than the form can be, or still arriving after READ_TO_END_MS, is left: the answer
 * then closes the connection.
 */
async function readToEnd(request: FastifyRequest, maxBytes: number): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', count).off('end', ended).off('close', broken).off('error', broken);
      if (!whole) {
        raw.pause();
        (request as ClosingRequest)[kCloseConnection] = true;
      }
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const ended = () => finish(true);
    const broken = () => finish(false);
    const timer = setTimeout(broken, READ_TO_END_MS);
    raw.on('data', count).once('end', ended).once('close', broken).once('error', broken);
    raw.resume();
  });
}

/**
 * Reads a multipart/form-data request: text fields as strings, files streamed to disk (empty
 * file parts, which a form sends when no file was chosen, are left out). Client file names and
 * declared types are dropped here. Before a byte of the body is read, a Content-Length larger
 * than the form can legitimately be is refused (413). Its first file takes one of the member's
 * upload slots (429 beyond UPLOADS_PER_MEMBER) and one of the gateway's (it waits beyond
 * UPLOADS_CONCURRENT). The slot and the received files are let go when the request is done.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: ReadFormOptions,
): Promise<MultipartForm> {
  const maxFiles = options.maxFiles ?? 1;
  const maxFileBytes = Math.min(
    options.maxFileBytes ?? IMAGE_LIMITS.maxBytes,
    IMAGE_LIMITS.maxBytes,
  );
  const tooLarge = () =>
    new HttpError(413, options.messages?.tooLarge ?? HTTP_MESSAGES.fileTooLarge);
  const tooManyFiles = () =>
    new HttpError(
      413,
      options.messages?.tooManyFiles ??
        `At most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} can be uploaded at once.`,
    );

  const formMaxBytes = maxFiles * maxFileBytes + FORM_TEXT_MAX_BYTES + FORM_FRAMING_BYTES;
  const declared = Number(request.headers['content-length']);
  if (declared > formMaxBytes) {
    // The body is never read: the connection cannot carry another request after it.
    (request as ClosingRequest)[kCloseConnection] = true;
    throw new HttpError(
      413,
      options.messages?.formTooLarge ??
        (maxFiles === 1 ? tooLarge().message : SERVICE_MESSAGES.formTooLarge),
    );
  }

  const intake = request.server.uploadIntake;
  /** The request's upload slot, taken when its first file comes (a form of text takes none). */
  const upload = async (): Promise<UploadRequest> => {
    const known = requests.get(request);
    if (known) return known;
    const state: UploadRequest = { release: await intake.acquire(uploader(request)), received: [] };
    requests.set(request, state);
    request.server.lifecycle.onSettled(request, () => {
      state.release();
      intake.discard(state.received).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not remove the parts of an upload');
      });
    });
    return state;
  };

  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile[]> = {};
  let fileCount = 0;
  let textBytes = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          textBytes += Buffer.byteLength(part.value);
          if (textBytes > FORM_TEXT_MAX_BYTES) {
            throw new HttpError(
              413,
              options.messages?.formTooLarge ?? SERVICE_MESSAGES.formTooLarge,
            );
          }
          if (!(part.fieldname in fields)) fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const state = await upload();
      const received = await intake.receive(part.file, part.fieldname);
      state.received.push(received.path);
      if (part.file.truncated || received.bytes > maxFileBytes) throw tooLarge();
      if (received.bytes === 0) continue;
      fileCount += 1;
      if (fileCount > maxFiles) throw tooManyFiles();
      (files[part.fieldname] ??= []).push(received);
    }
  } catch (error) {
    await readToEnd(request, formMaxBytes);
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The parser itself stops at the plugin's file limit, before the count above sees more.
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
    const known = code ? MULTIPART_CODES[code] : undefined;
    if (known) throw new HttpError(known.status, known.message);
    // Writing to disk failed (a full disk): that is the server's trouble, not the form's.
    if ((error as { syscall?: unknown }).syscall !== undefined) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(400, HTTP_MESSAGES.formUnreadable);
  }
  return { fields, files };
}

/**
 * Uploaded files: multipart parsing for every route (files up to exactly 10 MiB; a larger one
 * is cut off and answered 413 by readMultipartForm), the staging folder under DATA_DIR/uploads
 * and the media store behind it (that folder, or a bucket with MEDIA_STORE=s3) with the sweep,
 * the limits on uploads and image work at once, and `GET /uploads/<name>` serving what was
 * stored, as images and nothing else, from this origin whatever the store.
 */
export const uploadsPlugin = fp(
  async (fastify) => {
    const dir = path.join(fastify.config.dataDir, UPLOADS_FOLDER);
    await mkdir(dir, { recursive: true });
    const media = createMediaStore(fastify.config.mediaStore, dir);
    const store = createUploadStore(dir, fastify.instance.id, media);
    await store.open();
    const sizes = new Map<string, number>();
    configureImageLibrary();

    const limits = { ...DEFAULT_UPLOAD_CONCURRENCY, ...fastify.config.uploads };
    const slots = createUploadSlots({ perMember: limits.perMember, total: limits.total });
    const imageJob = createJobLimiter(limits.imageJobs);
    const referenced = createUploadsRepository(fastify.db);
    const instances = createInstancesRepository(fastify.db);

    await fastify.register(multipart, {
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: 10,
        fields: 50,
        fieldSize: FORM_TEXT_MAX_BYTES,
        parts: 100,
      },
    });

    fastify.decorate('uploadIntake', {
      acquire: (member) => slots.acquire(member),
      receive: (source, field) => store.receive(source, field),
      discard: (files) => store.discard(files),
    } satisfies UploadIntake);

    fastify.addHook('onSend', (request, reply, payload, done) => {
      if ((request as ClosingRequest)[kCloseConnection]) reply.header('connection', 'close');
      done(null, payload);
    });

    async function sweep(): Promise<SweepReport> {
      return store.sweep({
        referenced: (names) => referenced.referenced(names),
        liveProcesses: async () => {
          if (!fastify.instance.canJudgeStaleness()) return null;
          const staleBefore = fastify.instance.staleBefore();
          const rows = await instances.list();
          return new Set(
            rows.filter((row) => row.heartbeat_at >= staleBefore).map((row) => row.id),
          );
        },
      });
    }

    fastify.decorate('uploads', {
      dir,
      store: media,
      async storeImage(input, options) {
        let image: StoredImage;
        try {
          image = await imageJob(() => processImage(input, store.stagingDir, options));
        } finally {
          // The copies are made: the upload itself is not needed any more.
          if (!Buffer.isBuffer(input)) await store.discard([input.path]);
        }
        const names = [image.fileName, ...Object.values(image.variants).map((v) => v.fileName)];
        try {
          await store.place(names);
        } catch (error) {
          await store.remove(names).catch(() => {});
          if (!(error instanceof MediaStoreError)) throw error;
          fastify.log.warn({ err: error, store: media.location }, 'media store: a put failed');
          throw new MediaStoreUnavailableError(error);
        }
        return image;
      },
      commit: (fileNames) => store.commit(fileNames),
      async remove(fileNames) {
        try {
          await store.remove(fileNames);
        } catch (error) {
          if (!(error instanceof MediaStoreError)) throw error;
          // No row names them any more: the sweep deletes them once the store answers.
          fastify.log.warn(
            { err: error, store: media.location, files: fileNames },
            'media store: could not delete files; the sweep will',
          );
        }
      },
      sweep,
      probeWrite: () => store.probeWrite(),
      checkStore: () => media.check(),
      async size(fileName) {
        const name = path.basename(fileName);
        const known = sizes.get(name);
        if (known !== undefined) return known;
        if (!storedImageContentType(name)) return null;
        const size = await media.size(name);
        if (size !== null) {
          if (sizes.size >= SIZES_REMEMBERED) sizes.delete(sizes.keys().next().value!);
          sizes.set(name, size);
        }
        return size;
      },
      async imageSource(fileName) {
        const name = path.basename(fileName);
        if (!storedImageContentType(name)) return null;
        if (media.kind === 'local') return path.join(dir, name);
        try {
          const found = await media.get(name);
          if (!found || 'notModified' in found) return null;
          const chunks: Buffer[] = [];
          for await (const chunk of found.body) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        } catch (error) {
          fastify.log.warn({ err: error, store: media.location }, 'media store: a read failed');
          return null;
        }
      },
    } satisfies Uploads);

    const runSweep = () =>
      sweep().then(
        (report) => {
          if (report.promoted + report.removed + report.discarded > 0) {
            fastify.log.info(report, 'upload sweep: cleared what stopped processes left behind');
          }
        },
        (error: unknown) => fastify.log.warn({ err: error }, 'upload sweep failed'),
      );
    let sweeping: Promise<void> | null = null;
    fastify.jobs.define({ name: 'uploads-sweep', everyMs: SWEEP_EVERY_MS, run: runSweep });
    fastify.addHook('onReady', async () => {
      sweeping ??= runSweep().finally(() => (sweeping = null));
    });
    fastify.addHook('onClose', async () => {
      await sweeping;
      await store.close();
      media.close();
    });

    fastify.get<{ Params: { name: string } }>(
      '/uploads/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name } = request.params;
        const contentType = storedImageContentType(name);
        if (!contentType) return reply.callNotFound();
        let found;
        try {
          found = await media.get(name, request.headers['if-none-match']);
        } catch (error) {
          if (!(error instanceof MediaStoreError)) throw error;
          throw new MediaStoreUnavailableError(error);
        }
        if (!found) return reply.callNotFound();
        reply
          .header('etag', found.etag)
          // Names are random and never reused: a file never changes.
          .header('cache-control', IMMUTABLE)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          // Pages on the remotes' origins show these pictures too.
          .header('cross-origin-resource-policy', 'cross-origin');
        if ('notModified' in found) return reply.code(304).send();
        return reply
          .header('content-type', contentType)
          .header('content-length', found.size)
          .send(found.body);
      },
    );
  },
  { name: 'uploads', dependencies: ['database', 'instance', 'lifecycle', 'jobs'] },
);

/**
 * A profile-photo form (registration's last step, a profile edit): multipart with at most one
 * `photo`, or a JSON object. Text fields are checked for characters that cannot be shown.
 */
export async function readPhotoForm(
  request: FastifyRequest,
  { invalidBody, emptyBody = false }: { invalidBody: string; emptyBody?: boolean },
): Promise<{ fields: Record<string, unknown>; photo: ReceivedFile | null }> {
  if (!request.isMultipart()) {
    const body = request.body ?? (emptyBody ? {} : undefined);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new HttpError(400, invalidBody);
    }
    return { fields: body as Record<string, unknown>, photo: null };
  }
  const form = await readMultipartForm(request, {
    fileFields: ['photo'],
    maxFiles: 1,
    messages: { tooLarge: AUTH_MESSAGES.photoTooLarge, tooManyFiles: AUTH_MESSAGES.tooManyFiles },
  });
  assertShowableFields(form.fields);
  return { fields: form.fields, photo: form.files.photo?.[0] ?? null };
}
