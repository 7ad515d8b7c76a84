import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { MediaStoreConfig } from '../lib/media-store';
import { s3ClientConfig } from '../lib/media-store/s3';
import { makeTempDir } from './test-app';

/** s3rver's own access key and secret: what it signs with. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`: give it as S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  region: string;
  /** The environment of a gateway process that stores its uploads here. */
  env: Record<string, string>;
  /** `config.mediaStore` of a gateway built in the test (keys under `prefix`). */
  mediaStore(prefix?: string): MediaStoreConfig;
  /** The keys in the bucket (or another bucket of this server), sorted. */
  keys(bucket?: string): Promise<string[]>;
  /** Makes an object look `ms` older: its LastModified is the time of its file here. */
  age(key: string, ms: number): Promise<void>;
  /** Stops answering (open connections are cut); what it stored is kept for `start`. */
  stop(): Promise<void>;
  /** Answers again, on the same port, with what it had. */
  start(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, storing in a temp folder, with
 * one bucket made. Stop it when done (`stop`); a test that stops it mid-way can `start` it again.
 */
export async function startS3Server(
  options: { bucket?: string; directory?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'voices-media';
  const directory = options.directory ?? makeTempDir('voices-s3-');
  let port = 0;
  let server: S3rver | null = null;

  async function start(): Promise<void> {
    if (server) return;
    const next = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    port = (await next.run()).port;
    server = next;
  }

  async function stop(): Promise<void> {
    const running = server;
    if (!running) return;
    server = null;
    running.httpServer?.closeAllConnections();
    await running.close();
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'us-east-1';
  const client = new S3Client(
    s3ClientConfig({ bucket, region, endpoint, prefix: '', credentials: S3RVER_CREDENTIALS }),
  );

  return {
    endpoint,
    bucket,
    region,
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    mediaStore: (prefix = '') => ({
      kind: 's3',
      bucket,
      region,
      endpoint,
      prefix,
      credentials: { ...S3RVER_CREDENTIALS },
    }),
    async keys(name = bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async age(key, ms) {
      const parts = key.split('/');
      const file = path.join(
        directory,
        bucket,
        ...parts.slice(0, -1),
        `${parts.at(-1)}._S3rver_object`,
      );
      const when = new Date(Date.now() - ms);
      await utimes(file, when, when);
    },
    stop,
    start,
  };
}
