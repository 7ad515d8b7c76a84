import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AUTH_MESSAGES } from '@voices/contracts';
import { HttpError } from './http-errors';

/**
 * The one upload pipeline for pictures (profile photos, story media): the bytes decide the type,
 * limits are checked before anything is decoded, and what reaches the disk is a fresh encoding
 * under a random name, with no metadata (EXIF, GPS, comments) and the orientation applied.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export const IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

export const IMAGE_EXTENSIONS: Record<ImageFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Names this module gives files: 32 hex characters, an optional variant, an image extension. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}(-[a-z0-9]{1,20})?\.(jpg|png|gif|webp)$/;

/** The content type of a stored file, from its extension; null for a name this module never gives. */
export function storedImageContentType(name: string): string | null {
  if (!STORED_IMAGE_NAME.test(name)) return null;
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? null;
}

export type ImageProblem = 'type' | 'too-large' | 'too-many-pixels' | 'unreadable';

const DEFAULT_MESSAGES: Record<ImageProblem, string> = {
  type: 'The image must be a JPEG, PNG, GIF or WebP file.',
  'too-large': 'The image is too large. The maximum size is 10 MB.',
  'too-many-pixels': 'The image is too large. The maximum is 40 megapixels.',
  unreadable: 'The image could not be read. Please choose another one.',
};

const STATUS: Record<ImageProblem, number> = {
  type: 415,
  'too-large': 413,
  'too-many-pixels': 413,
  unreadable: 400,
};

/** A refused image: `problem` says why, so a caller can word the message for its screen. */
export class ImageRejectedError extends HttpError {
  constructor(
    readonly problem: ImageProblem,
    message = DEFAULT_MESSAGES[problem],
  ) {
    super(STATUS[problem], message);
  }
}

/** The format the first bytes announce; SVG, HTML and everything else give null. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 8 &&
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  const ascii = b.toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A smaller copy made beside the main file, e.g. `{ name: 'thumb', width: 400 }`. */
export interface ImageVariantSpec {
  /** Lower-case letters and digits; the file is `<base>-<name>.<ext>`. */
  name: string;
  width: number;
  height?: number;
  /** 'inside' (default) keeps the whole picture; 'cover' crops to fill both sides. */
  fit?: 'inside' | 'cover';
}

export interface ProcessImageOptions {
  /** Bytes; larger input is refused with 413 (default 10 MiB). */
  maxBytes?: number;
  /** Width × height (× frames), read from the header before decoding (default 40 million). */
  maxPixels?: number;
  /** The main file is scaled down to fit this box (never up); unset keeps its size. */
  maxWidth?: number;
  maxHeight?: number;
  variants?: ImageVariantSpec[];
  /** Wording per problem, for the screen the upload comes from. */
  messages?: Partial<Record<ImageProblem, string>>;
}

export interface StoredImageFile {
  /** The file name under the uploads folder (serve it as `/uploads/<fileName>`). */
  fileName: string;
  width: number;
  height: number;
  bytes: number;
}

/** An upload already on disk (see lib/upload-store.ts): decoded from the file, never read whole. */
export interface ImageFileInput {
  path: string;
  bytes: number;
  /** Its first bytes (at least 16 when it has them), to tell the format. */
  head: Buffer;
}

export interface StoredImage extends StoredImageFile {
  format: ImageFormat;
  /** Keyed by variant name. */
  variants: Record<string, StoredImageFile>;
}

async function readLimited(
  input: Readable,
  maxBytes: number,
  reject: () => Error,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      input.destroy();
      throw reject();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function encode(pipeline: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'gif':
      return pipeline.gif();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
}

function isFileInput(input: Buffer | Readable | ImageFileInput): input is ImageFileInput {
  return !Buffer.isBuffer(input) && typeof (input as ImageFileInput).path === 'string';
}

/**
 * Checks an uploaded picture and stores a clean copy (and its variants) in `dir`. Throws an
 * ImageRejectedError (413, 415 or 400) for anything that is not a JPEG, PNG, GIF or WebP within
 * the limits. Nothing of the client's (file name, declared type, metadata) reaches the disk. A
 * file input is decoded from disk by libvips, a strip at a time, never loaded whole.
 */
export async function processImage(
  input: Buffer | Readable | ImageFileInput,
  dir: string,
  options: ProcessImageOptions = {},
): Promise<StoredImage> {
  const maxBytes = options.maxBytes ?? IMAGE_LIMITS.maxBytes;
  const maxPixels = options.maxPixels ?? IMAGE_LIMITS.maxPixels;
  const refuse = (problem: ImageProblem) =>
    new ImageRejectedError(problem, options.messages?.[problem] ?? DEFAULT_MESSAGES[problem]);

  let bytes: Buffer | string;
  let format: ImageFormat | null;
  if (isFileInput(input)) {
    if (input.bytes > maxBytes) throw refuse('too-large');
    bytes = input.path;
    format = sniffImageFormat(input.head);
  } else {
    const buffer = Buffer.isBuffer(input)
      ? input
      : await readLimited(input, maxBytes, () => refuse('too-large'));
    if (buffer.length > maxBytes) throw refuse('too-large');
    bytes = buffer;
    format = sniffImageFormat(buffer);
  }
  if (!format) throw refuse('type');

  // The header alone: dimensions and frame count, without decoding a pixel.
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('unreadable');
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw refuse('unreadable');
  const framePixels = metadata.width * metadata.height;
  if (framePixels > maxPixels) throw refuse('too-many-pixels');
  // An animation keeps its frames while they fit the budget, else only its first frame is kept.
  const pages = metadata.pages ?? 1;
  const animated =
    (format === 'gif' || format === 'webp') && pages > 1 && framePixels * pages <= maxPixels;

  const source = () =>
    sharp(bytes, {
      animated,
      limitInputPixels: maxPixels,
      failOn: 'error',
      sequentialRead: true,
    }).autoOrient();

  const base = randomBytes(16).toString('hex');
  const ext = IMAGE_EXTENSIONS[format];
  const written: string[] = [];
  const write = async (name: string, pipeline: sharp.Sharp): Promise<StoredImageFile> => {
    let output: { data: Buffer; info: sharp.OutputInfo };
    try {
      output = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
    } catch {
      throw refuse('unreadable');
    }
    const fileName = `${name}.${ext}`;
    // Counted before it is written: a write cut short (a full disk) leaves a part to remove.
    written.push(fileName);
    // 'wx': a file is never replaced, whatever the name.
    await writeFile(path.join(dir, fileName), output.data, { flag: 'wx', mode: 0o644 });
    const height = output.info.pageHeight ?? output.info.height;
    return { fileName, width: output.info.width, height, bytes: output.data.length };
  };

  try {
    let main = source();
    if (options.maxWidth || options.maxHeight) {
      main = main.resize({
        width: options.maxWidth,
        height: options.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    const stored = await write(base, main);
    const variants: Record<string, StoredImageFile> = {};
    for (const variant of options.variants ?? []) {
      if (!/^[a-z0-9]{1,20}$/.test(variant.name)) {
        throw new Error(
          `image variant names are 1 to 20 lower-case letters or digits: "${variant.name}"`,
        );
      }
      variants[variant.name] = await write(
        `${base}-${variant.name}`,
        source().resize({
          width: variant.width,
          height: variant.height,
          fit: variant.fit ?? 'inside',
          withoutEnlargement: true,
        }),
      );
    }
    return { ...stored, format, variants };
  } catch (error) {
    await removeStoredImages(dir, written);
    throw error;
  }
}

/**
 * libvips, behind sharp, set deliberately for a server that decodes uploads one after another:
 * its operation cache keeps recent images and results (up to 50 MB) to reuse, but no upload is
 * ever decoded twice, so it only holds memory; and one thread per image (the default on glibc,
 * set here for every platform) keeps each decode's working memory small, while IMAGE_JOBS
 * decides how many images are worked on at once.
 */
export function configureImageLibrary(): void {
  sharp.cache(false);
  sharp.concurrency(1);
}

/** Deletes stored files (e.g. when the record they belong to could not be saved); unknown names are ignored. */
export async function removeStoredImages(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names
      .filter((name) => STORED_IMAGE_NAME.test(name))
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}

/** A profile photo (registration, profile edits): at most 1024 px a side, plenty also enlarged. */
export const PROFILE_PHOTO_OPTIONS: ProcessImageOptions = {
  maxWidth: 1024,
  maxHeight: 1024,
  messages: {
    type: AUTH_MESSAGES.photoType,
    'too-large': AUTH_MESSAGES.photoTooLarge,
    'too-many-pixels': AUTH_MESSAGES.photoTooManyPixels,
    unreadable: AUTH_MESSAGES.photoUnreadable,
  },
};
