import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { IMMUTABLE } from '../cache-control';
import { ifNoneMatch } from '../conditional-get';
import { storedImageContentType } from '../images';
import {
  MediaStoreError,
  type MediaStore,
  type NotModified,
  type StoredEntry,
  type StoredObject,
} from './types';

export interface S3MediaStoreConfig {
  bucket: string;
  /** S3_REGION; `us-east-1` when unset. */
  region: string;
  /** S3_ENDPOINT: another S3-compatible service (MinIO, s3rver…), addressed path-style. */
  endpoint?: string;
  /** S3_PREFIX: keys are `<prefix><name>`; empty or ending in `/`. */
  prefix: string;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** DeleteObjects takes at most this many keys. */
const DELETE_BATCH = 1000;
const LIST_PAGE = 1000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissingObject = (error: unknown) =>
  (error as { name?: unknown } | null)?.name === 'NoSuchKey' ||
  (error as { name?: unknown } | null)?.name === 'NotFound' ||
  statusOf(error) === 404;
const isMissingFile = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function s3ClientConfig(config: S3MediaStoreConfig): S3ClientConfig {
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Since 3.729 the SDK adds a CRC32 checksum to every upload by default, sending the body
    // aws-chunked with a trailer; services that do not speak that (s3rver, older MinIO and Ceph)
    // would store the chunk framing as the file. Checksums only where the API requires one
    // (DeleteObjects); a PutObject carries its Content-Length and is signed as usual.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it.
    requestHandler: { connectionTimeout: 5000, socketTimeout: 30_000 },
  };
}

/**
 * A bucket of Amazon S3 or an S3-compatible service. Each stored file is one object, `<prefix>
 * <name>`, with its image type and the same long Cache-Control as the gateway's answer (for a
 * CDN put in front of the bucket some day); the gateway streams objects to clients itself.
 */
export function createS3MediaStore(config: S3MediaStoreConfig): MediaStore {
  const client = new S3Client(s3ClientConfig(config));
  const { bucket, prefix } = config;
  const keyOf = (name: string) => `${prefix}${name}`;

  async function put(name: string, from: string): Promise<boolean> {
    let size: number;
    try {
      size = (await stat(from)).size;
    } catch (error) {
      // Put already (the copies of a story go up before its row; a sweep may have taken it).
      if (isMissingFile(error)) return false;
      throw error;
    }
    const body = createReadStream(from);
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          Body: body,
          ContentLength: size,
          ContentType: storedImageContentType(name) ?? 'application/octet-stream',
          CacheControl: IMMUTABLE,
        }),
      );
    } catch (error) {
      throw new MediaStoreError(`could not put ${name} into s3://${bucket}/${prefix}`, {
        cause: error,
      });
    } finally {
      body.destroy();
    }
    await rm(from, { force: true });
    return true;
  }

  async function* list(now: number): AsyncGenerator<StoredEntry[]> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix || undefined,
          MaxKeys: LIST_PAGE,
          ContinuationToken: token,
        }),
      );
      const batch: StoredEntry[] = [];
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(prefix.length);
        // Objects in "folders" below the prefix are not the gateway's.
        if (!name || name.includes('/')) continue;
        const modified = object.LastModified?.getTime() ?? now;
        batch.push({ name, ageMs: now - modified });
      }
      if (batch.length > 0) yield batch;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async function get(name: string, header?: string): Promise<StoredObject | NotModified | null> {
    let answer;
    try {
      answer = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: keyOf(name),
          ...(header ? { IfNoneMatch: header } : {}),
        }),
      );
    } catch (error) {
      if (statusOf(error) === 304) {
        const sent = (error as { $response?: { headers?: Record<string, string> } }).$response
          ?.headers?.etag;
        const asked = header?.includes(',') ? undefined : header?.trim();
        const etag = sent ?? asked;
        if (etag) return { notModified: true, etag };
        // No tag to answer with: ask again for the object itself.
        return get(name);
      }
      if (isMissingObject(error)) return null;
      throw new MediaStoreError(`could not read ${name} from s3://${bucket}/${prefix}`, {
        cause: error,
      });
    }
    const body = answer.Body as Readable;
    const etag = answer.ETag ?? `"${name}"`;
    // A weak tag from the client, which S3 compares strongly.
    if (ifNoneMatch(header, etag)) {
      body.destroy();
      return { notModified: true, etag };
    }
    return { body, size: answer.ContentLength ?? 0, etag };
  }

  return {
    kind: 's3',
    location: `s3://${bucket}/${prefix}`,
    putsBeforeCommit: true,
    put,

    async delete(names) {
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const keys = names.slice(start, start + DELETE_BATCH);
        let errors;
        try {
          const answer = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((name) => ({ Key: keyOf(name) })), Quiet: true },
            }),
          );
          errors = answer.Errors ?? [];
        } catch (error) {
          throw new MediaStoreError(`could not delete from s3://${bucket}/${prefix}`, {
            cause: error,
          });
        }
        const failed = errors.filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          const first = failed[0]!;
          throw new MediaStoreError(
            `could not delete ${failed.length} of ${keys.length} objects from s3://${bucket}: ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim(),
          );
        }
      }
    },

    list,

    get,

    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw new MediaStoreError(`could not read ${name} from s3://${bucket}/${prefix}`, {
          cause: error,
        });
      }
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    close() {
      client.destroy();
    },
  };
}
