import type { Readable } from 'node:stream';

/** A stored file, as the sweep sees it. */
export interface StoredEntry {
  name: string;
  /** Milliseconds since it was written (its mtime, or an object's LastModified). */
  ageMs: number;
}

/** A stored file opened for sending. */
export interface StoredObject {
  body: Readable;
  /** Bytes of the body. */
  size: number;
  /** A strong or weak entity tag, quoted as HTTP writes it. */
  etag: string;
}

/** The client's copy is current: answer 304 with this tag. */
export interface NotModified {
  notModified: true;
  etag: string;
}

/**
 * Where committed uploads live, apart from the staging folder every process keeps on its own
 * disk: the uploads folder itself or a bucket of an S3-compatible service. Names are the ones
 * lib/images.ts gives (a random hex name and the type's extension), flat, never reused.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** For logs: the folder, or `s3://bucket/prefix`. */
  readonly location: string;
  /**
   * True when staged copies go to the store as soon as they are made, before the row naming
   * them is written: a store reached over the network can fail, and it must fail before a
   * row names what it could not take. False for the local folder, where a copy moves into
   * place only after its row commits (a rename cannot half-fail).
   */
  readonly putsBeforeCommit: boolean;
  /**
   * Puts the staged file `from` in place under `name` and removes `from`. Answers false when
   * `from` was gone already (put before, by this process or a sweep).
   */
  put(name: string, from: string): Promise<boolean>;
  /** Deletes stored files; missing ones are no error. */
  delete(names: readonly string[]): Promise<void>;
  /** Every stored file, in batches (the sweep asks the database about a batch at a time). */
  list(now: number): AsyncIterable<StoredEntry[]>;
  /**
   * Opens a stored file for sending; `ifNoneMatch` is the client's header. Null when there is
   * no such file.
   */
  get(name: string, ifNoneMatch?: string): Promise<StoredObject | NotModified | null>;
  /** The size of a stored file in bytes; null when there is none. */
  size(name: string): Promise<number | null>;
  /** Throws when the store cannot be reached (readiness); a no-op for the local folder. */
  check(): Promise<void>;
  close(): void;
}

/** The store could not take, give or delete a file: the server's trouble, answered 503. */
export class MediaStoreError extends Error {
  override name = 'MediaStoreError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
