import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, opendir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HOUR } from './clock';
import { STORED_IMAGE_NAME, type ImageFileInput } from './images';
import { createLocalMediaStore, folderBatches } from './media-store/local';
import type { MediaStore } from './media-store/types';

/**
 * Uploaded files, written so that a crash, a cut-off upload or a full disk never leaves a file
 * in the store that no row names (beyond what the sweep clears), and a stored row never names
 * a missing file:
 *
 * - an upload's bytes stream into `.staging/<process id>/<random>.part` on this machine's
 *   disk, never into memory;
 * - the copies made from it are written beside them, under their final names;
 * - with the uploads folder as the store, `commit` moves them into it once the row naming them
 *   is committed; with a bucket, `place` streams them to it (and deletes them here) before the
 *   row is written, so a store that fails fails the request before any row names its files;
 * - `remove` deletes them, staged or stored, when the row was not written or lets go of them;
 * - `sweep` clears what a process left behind: the staging folders of processes that are gone
 *   (putting in place any file a committed row names), and anything older than an hour that
 *   no row names, in staging or in the store.
 */

export const STAGING_FOLDER = '.staging';
/** What the sweep leaves alone, so a file being written or committed now is never taken. */
export const SWEEP_MIN_AGE_MS = HOUR;

/** An upload received to disk. */
export interface ReceivedFile extends ImageFileInput {
  /** Hex SHA-256 of the bytes, computed while they were written. */
  sha256: string;
  /** The field it came in. */
  field: string;
}

export interface SweepOptions {
  /** The names, of those given, that a row refers to. */
  referenced(names: string[]): Promise<Set<string>>;
  /** Ids of the processes that still run, or null when that cannot be told (keep their files). */
  liveProcesses(): Promise<Set<string> | null>;
  minAgeMs?: number;
}

export interface SweepReport {
  /** Staged files a committed row names, put in place. */
  promoted: number;
  /** Unreferenced files removed from the store (the uploads folder or the bucket). */
  removed: number;
  /** Parts of uploads and staged copies removed. */
  discarded: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createUploadStore(
  dir: string,
  processId: string,
  media: MediaStore = createLocalMediaStore(dir),
) {
  const stagingRoot = path.join(dir, STAGING_FOLDER);
  const stagingDir = path.join(stagingRoot, processId);
  const storedNames = (names: readonly string[]) =>
    names.filter((name) => STORED_IMAGE_NAME.test(name));

  /** Files of a staging folder, with their path. */
  async function* stagedBatches(folder: string, now: number) {
    for await (const batch of folderBatches(folder, now)) {
      yield batch.map((f) => ({ ...f, file: path.join(folder, f.name) }));
    }
  }

  return {
    dir,
    stagingDir,
    media,

    async open(): Promise<void> {
      await mkdir(stagingDir, { recursive: true });
    },

    /** Removes this process's staging folder if nothing is left in it (at a clean stop). */
    async close(): Promise<void> {
      await rmdir(stagingDir).catch(() => {});
    },

    /** Streams one upload to a `.part` file, counting and hashing it on the way. */
    async receive(source: Readable, field: string): Promise<ReceivedFile> {
      const file = path.join(stagingDir, `${randomBytes(16).toString('hex')}.part`);
      const hash = createHash('sha256');
      let bytes = 0;
      let head = Buffer.alloc(0);
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          hash.update(chunk);
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { path: file, bytes, head, sha256: hash.digest('hex'), field };
    },

    /**
     * Puts staged copies into a store that takes them before their row is written (a bucket);
     * does nothing for the uploads folder. On failure, what it put is deleted again and the
     * staged copies are left for `remove`.
     */
    async place(names: readonly string[]): Promise<void> {
      if (!media.putsBeforeCommit) return;
      const put: string[] = [];
      try {
        for (const name of storedNames(names)) {
          await media.put(name, path.join(stagingDir, name));
          put.push(name);
        }
      } catch (error) {
        await media.delete(put).catch(() => {});
        throw error;
      }
    },

    /** Puts staged copies in place: call it once their row is committed. */
    async commit(names: readonly string[]): Promise<void> {
      for (const name of storedNames(names)) await media.put(name, path.join(stagingDir, name));
    },

    /** Deletes files, staged or stored; unknown names are ignored. */
    async remove(names: readonly string[]): Promise<void> {
      const stored = storedNames(names);
      await Promise.all(stored.map((name) => rm(path.join(stagingDir, name), { force: true })));
      await media.delete(stored);
    },

    /** Deletes received parts by their path (only this store's staging files). */
    async discard(files: readonly string[]): Promise<void> {
      await Promise.all(
        files
          .filter((file) => path.dirname(file) === stagingDir)
          .map((file) => rm(file, { force: true })),
      );
    },

    /** Writes a byte into staging and removes it: throws what a write would meet (ENOSPC, EROFS). */
    async probeWrite(): Promise<void> {
      const file = path.join(stagingDir, `.probe-${randomBytes(4).toString('hex')}`);
      try {
        await writeFile(file, 'r', { flag: 'wx' });
      } finally {
        await rm(file, { force: true });
      }
    },

    async sweep(options: SweepOptions): Promise<SweepReport> {
      const minAgeMs = options.minAgeMs ?? SWEEP_MIN_AGE_MS;
      const report: SweepReport = { promoted: 0, removed: 0, discarded: 0 };
      const now = Date.now();
      const live = await options.liveProcesses();

      let owners: string[] = [];
      try {
        const handle = await opendir(stagingRoot);
        for await (const entry of handle) if (entry.isDirectory()) owners.push(entry.name);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      owners = owners.filter((owner) => /^[0-9a-f]{1,64}$/.test(owner));

      for (const owner of owners) {
        const folder = path.join(stagingRoot, owner);
        const gone = owner !== processId && live !== null && !live.has(owner);
        for await (const batch of stagedBatches(folder, now)) {
          const copies = batch.filter((f) => STORED_IMAGE_NAME.test(f.name));
          const named = await options.referenced(copies.map((f) => f.name));
          for (const f of batch) {
            if (named.has(f.name)) {
              // Its row was committed but the process stopped before moving it.
              if (await media.put(f.name, f.file)) report.promoted += 1;
              else await rm(f.file, { force: true });
            } else if (gone || f.ageMs >= minAgeMs) {
              await rm(f.file, { force: true });
              report.discarded += 1;
            }
          }
        }
        if (gone) await rmdir(folder).catch(() => {});
      }

      for await (const batch of media.list(now)) {
        const old = batch.filter((f) => f.ageMs >= minAgeMs && STORED_IMAGE_NAME.test(f.name));
        if (old.length === 0) continue;
        const named = await options.referenced(old.map((f) => f.name));
        const unreferenced = old.filter((f) => !named.has(f.name)).map((f) => f.name);
        await media.delete(unreferenced);
        report.removed += unreferenced.length;
      }
      return report;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
