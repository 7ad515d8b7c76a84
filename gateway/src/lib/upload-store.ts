import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, opendir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HOUR } from './clock';
import { STORED_IMAGE_NAME, type ImageFileInput } from './images';

/**
 * Uploaded files on disk, written so that a crash, a cut-off upload or a full disk never leaves
 * a file in the uploads folder that no row names, and a stored row never names a missing file:
 *
 * - an upload's bytes stream into `.staging/<process id>/<random>.part`, never into memory;
 * - the copies made from it are written beside them, under their final names;
 * - `commit` moves them into the uploads folder once the row naming them is committed, and
 *   `remove` deletes them when it was not;
 * - `sweep` clears what a process left behind: the staging folders of processes that are gone
 *   (moving into place any file a committed row names), and anything older than an hour that
 *   no row names, in staging or in the uploads folder.
 */

export const STAGING_FOLDER = '.staging';
/** What the sweep leaves alone, so a file being written or committed now is never taken. */
export const SWEEP_MIN_AGE_MS = HOUR;
const SWEEP_BATCH = 500;

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
  /** Staged files a committed row names, moved into place. */
  promoted: number;
  /** Unreferenced files removed from the uploads folder. */
  removed: number;
  /** Parts of uploads and staged copies removed. */
  discarded: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createUploadStore(dir: string, processId: string) {
  const stagingRoot = path.join(dir, STAGING_FOLDER);
  const stagingDir = path.join(stagingRoot, processId);
  const storedNames = (names: readonly string[]) =>
    names.filter((name) => STORED_IMAGE_NAME.test(name));

  async function moveIntoPlace(name: string, from: string): Promise<boolean> {
    try {
      await rename(from, path.join(dir, name));
      return true;
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Moved already (by this process or by a sweep): fine if it is there.
      await stat(path.join(dir, name));
      return false;
    }
  }

  /** Files of `folder` (not folders), with their age, `SWEEP_BATCH` at a time. */
  async function* batches(folder: string, now: number) {
    let batch: { name: string; file: string; ageMs: number }[] = [];
    let handle;
    try {
      handle = await opendir(folder);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for await (const entry of handle) {
      if (!entry.isFile()) continue;
      const file = path.join(folder, entry.name);
      let ageMs: number;
      try {
        ageMs = now - (await stat(file)).mtimeMs;
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      batch.push({ name: entry.name, file, ageMs });
      if (batch.length >= SWEEP_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  return {
    dir,
    stagingDir,

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

    /** Moves staged copies into the uploads folder: call it once their row is committed. */
    async commit(names: readonly string[]): Promise<void> {
      for (const name of storedNames(names)) await moveIntoPlace(name, path.join(stagingDir, name));
    },

    /** Deletes files, staged or in place; unknown names are ignored. */
    async remove(names: readonly string[]): Promise<void> {
      await Promise.all(
        storedNames(names).flatMap((name) => [
          rm(path.join(stagingDir, name), { force: true }),
          rm(path.join(dir, name), { force: true }),
        ]),
      );
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
        for await (const batch of batches(folder, now)) {
          const copies = batch.filter((f) => STORED_IMAGE_NAME.test(f.name));
          const named = await options.referenced(copies.map((f) => f.name));
          for (const f of batch) {
            if (named.has(f.name)) {
              // Its row was committed but the process stopped before moving it.
              if (await moveIntoPlace(f.name, f.file)) report.promoted += 1;
              else await rm(f.file, { force: true });
            } else if (gone || f.ageMs >= minAgeMs) {
              await rm(f.file, { force: true });
              report.discarded += 1;
            }
          }
        }
        if (gone) await rmdir(folder).catch(() => {});
      }

      for await (const batch of batches(dir, now)) {
        const old = batch.filter((f) => f.ageMs >= minAgeMs && STORED_IMAGE_NAME.test(f.name));
        if (old.length === 0) continue;
        const named = await options.referenced(old.map((f) => f.name));
        for (const f of old) {
          if (named.has(f.name)) continue;
          await rm(f.file, { force: true });
          report.removed += 1;
        }
      }
      return report;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
