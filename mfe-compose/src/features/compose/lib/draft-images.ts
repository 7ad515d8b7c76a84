/**
 * The images of a draft, kept in this browser only (the server's copy is text and choices):
 * in IndexedDB as Blobs, so a reload or a closed tab gets them back. Where IndexedDB is missing
 * or refuses (private modes, tests), they are kept for the life of the page instead.
 */

const DATABASE = 'voices-drafts';
const STORE = 'images';

interface StoredImage {
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

// The page's own copy: the picked files themselves, until IndexedDB holds them.
const memory = new Map<string, readonly File[]>();
let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** One request in its own transaction; null when IndexedDB cannot answer. */
async function run<T>(
  mode: IDBTransactionMode,
  call: (store: IDBObjectStore) => IDBRequest,
): Promise<{ value: T } | null> {
  const database = await openDatabase();
  if (!database) return null;
  return new Promise((resolve) => {
    try {
      const transaction = database.transaction(STORE, mode);
      const request = call(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve({ value: request.result as T });
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

const entry = (userId: string, key: string) => `${userId}:${key}`;

const toStored = (file: File): StoredImage => ({
  name: file.name,
  type: file.type,
  lastModified: file.lastModified,
  blob: file,
});

const toFile = (image: StoredImage) =>
  new File([image.blob], image.name, { type: image.type, lastModified: image.lastModified });

export const draftImages = {
  /** Keeps the draft's images (none removes them). */
  async save(userId: string, key: string, files: readonly File[]): Promise<void> {
    const id = entry(userId, key);
    if (files.length === 0) return draftImages.remove(userId, key);
    memory.set(id, files);
    const done = await run('readwrite', (store) => store.put(files.map(toStored), id));
    // Once IndexedDB holds them, it answers; unless a newer set came in meanwhile.
    if (done && memory.get(id) === files) memory.delete(id);
  },

  async load(userId: string, key: string): Promise<File[]> {
    const id = entry(userId, key);
    const kept = memory.get(id);
    if (kept) return [...kept];
    const found = await run<StoredImage[] | undefined>('readonly', (store) => store.get(id));
    return Array.isArray(found?.value) ? found.value.map(toFile) : [];
  },

  async remove(userId: string, key: string): Promise<void> {
    const id = entry(userId, key);
    memory.delete(id);
    await run('readwrite', (store) => store.delete(id));
  },
};
