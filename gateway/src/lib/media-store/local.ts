import { createReadStream } from 'node:fs';
import { opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ifNoneMatch } from '../conditional-get';
import type { MediaStore, StoredEntry } from './types';

const BATCH = 500;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files of `folder` (not folders), with their age, `BATCH` at a time. */
export async function* folderBatches(folder: string, now: number): AsyncGenerator<StoredEntry[]> {
  let batch: StoredEntry[] = [];
  let handle;
  try {
    handle = await opendir(folder);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for await (const entry of handle) {
    if (!entry.isFile()) continue;
    let ageMs: number;
    try {
      ageMs = now - (await stat(path.join(folder, entry.name))).mtimeMs;
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    batch.push({ name: entry.name, ageMs });
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * The uploads folder (DATA_DIR/uploads): a staged copy is renamed into it, on the same file
 * system, once its row is committed.
 */
export function createLocalMediaStore(dir: string): MediaStore {
  const fileOf = (name: string) => path.join(dir, path.basename(name));

  async function regularFile(name: string) {
    try {
      const info = await stat(fileOf(name));
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  }

  return {
    kind: 'local',
    location: dir,
    putsBeforeCommit: false,

    async put(name, from) {
      try {
        await rename(from, fileOf(name));
        return true;
      } catch (error) {
        if (!isMissing(error)) throw error;
        // Moved already (by this process or by a sweep): fine if it is there.
        await stat(fileOf(name));
        return false;
      }
    },

    async delete(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },

    list: (now) => folderBatches(dir, now),

    async get(name, header) {
      const info = await regularFile(name);
      if (!info) return null;
      // As @fastify/static tags files: the size and the time of the last change.
      const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      if (ifNoneMatch(header, etag)) return { notModified: true, etag };
      return { body: createReadStream(fileOf(name)), size: info.size, etag };
    },

    async size(name) {
      return (await regularFile(name))?.size ?? null;
    },

    async check() {},

    close() {},
  };
}
