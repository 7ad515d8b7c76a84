import { createLocalMediaStore } from './local';
import { createS3MediaStore, type S3MediaStoreConfig } from './s3';
import type { MediaStore } from './types';

export type { MediaStore, NotModified, StoredEntry, StoredObject } from './types';
export { MediaStoreError } from './types';
export type { S3MediaStoreConfig } from './s3';

/** MEDIA_STORE and its settings: the uploads folder (the default) or an S3 bucket. */
export type MediaStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3MediaStoreConfig);

/** The store committed uploads live in; `dir` is the uploads folder (staging stays there). */
export function createMediaStore(config: MediaStoreConfig | undefined, dir: string): MediaStore {
  if (config?.kind === 's3') return createS3MediaStore(config);
  return createLocalMediaStore(dir);
}
