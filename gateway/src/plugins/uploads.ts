import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';
import {
  IMAGE_LIMITS,
  processImage,
  removeStoredImages,
  storedImageContentType,
  type ProcessImageOptions,
  type StoredImage,
} from '../lib/images';

export interface Uploads {
  /** DATA_DIR/uploads */
  readonly dir: string;
  /** Checks and stores a picture (see lib/images.ts); throws ImageRejectedError (413/415/400). */
  storeImage(input: Buffer, options?: ProcessImageOptions): Promise<StoredImage>;
  /** Deletes stored files, e.g. when saving what they belong to failed. */
  remove(fileNames: readonly string[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

export const UPLOADS_FOLDER = 'uploads';

/** What a multipart form held: its text fields (the first value of each) and its files' bytes. */
export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Buffer[]>;
}

export interface ReadFormOptions {
  /** Field names that may carry files; files in other fields are read past and dropped. */
  fileFields: readonly string[];
  /** Most files in all (default 1). */
  maxFiles?: number;
  /** Most bytes per file (default 10 MiB, the most the plugin accepts). */
  maxFileBytes?: number;
  messages?: { tooLarge?: string; tooManyFiles?: string };
}

const MULTIPART_CODES: Record<string, { status: number; message: string }> = {
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'The form has a field that is not allowed.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'The form must be sent as multipart/form-data.',
  },
};

/**
 * Reads a multipart/form-data request whole: text fields as strings, files as buffers (empty
 * file parts, which a form sends when no file was chosen, are left out). Client file names and
 * declared types are dropped here: only the bytes go on.
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
    new HttpError(
      413,
      options.messages?.tooLarge ?? 'The file is too large. The maximum size is 10 MB.',
    );
  const tooManyFiles = () =>
    new HttpError(
      413,
      options.messages?.tooManyFiles ??
        `At most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'} can be uploaded at once.`,
    );
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer[]> = {};
  let fileCount = 0;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields) && typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      fileCount += 1;
      if (fileCount > maxFiles) throw tooManyFiles();
      (files[part.fieldname] ??= []).push(bytes);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // The parser itself stops at the plugin's file limit, before the count above sees more.
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
    const known = code ? MULTIPART_CODES[code] : undefined;
    if (known) throw new HttpError(known.status, known.message);
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new HttpError(400, 'The form could not be read. Please try again.');
  }
  return { fields, files };
}

/**
 * Uploaded files: multipart parsing for every route (files up to exactly 10 MiB; a larger one
 * is cut off and answered 413 by readMultipartForm), the store under DATA_DIR/uploads, and
 * `GET /uploads/<name>` serving what was stored, as images and nothing else.
 */
export const uploadsPlugin = fp(
  async (fastify) => {
    const dir = path.join(fastify.config.dataDir, UPLOADS_FOLDER);
    await mkdir(dir, { recursive: true });

    await fastify.register(multipart, {
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: 10,
        fields: 50,
        fieldSize: 1024 * 1024,
        parts: 100,
      },
    });

    fastify.decorate('uploads', {
      dir,
      storeImage: (input, options) => processImage(input, dir, options),
      remove: (fileNames) => removeStoredImages(dir, fileNames),
    } satisfies Uploads);

    fastify.get<{ Params: { name: string } }>(
      '/uploads/:name',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name } = request.params;
        const contentType = storedImageContentType(name);
        if (!contentType) return reply.callNotFound();
        const file = path.join(dir, name);
        let size: number;
        try {
          const info = await stat(file);
          if (!info.isFile()) return reply.callNotFound();
          size = info.size;
        } catch {
          return reply.callNotFound();
        }
        return (
          reply
            .header('content-type', contentType)
            .header('content-length', size)
            // Names are random and never reused: a file never changes.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', 'sandbox')
            // Pages on the remotes' origins show these pictures too.
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(createReadStream(file))
        );
      },
    );
  },
  { name: 'uploads' },
);
