import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/**
 * What each reader runs: a read-only connection of its own to the database file, answering one
 * query at a time with its rows. Its prepared statements are kept (the same search text comes
 * again and again). The source is evaluated rather than loaded from a file so that the built
 * gateway and its tests (which run the TypeScript sources) start the very same code;
 * `workerData.driver` is better-sqlite3 as this module resolves it.
 */
const READER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('mmap_size = ' + workerData.mmapBytes);
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 100) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * How much of the file each reader maps into memory: pages are read where the operating
 * system keeps them rather than copied into each connection's own cache (2 MB by default,
 * smaller than one common word's list in the full-text index).
 */
const READER_MMAP_BYTES = 256 * 1024 * 1024;

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

type Answer =
  { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };

/** An error a reader answered with, shaped as better-sqlite3's own (message and `code`). */
class ReaderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * Read-only queries on worker threads, for the SQLite queries that cost milliseconds of CPU
 * (the full-text search): better-sqlite3 answers on the thread that asks, so on the gateway's
 * one thread such a query holds up every other request while it runs, and ten at once queue
 * behind each other. Here they run beside the event loop, on the machine's cores, each on
 * its own connection (WAL lets readers see every committed write while the gateway writes). A
 * query goes to a reader not started yet, else to the one with the fewest in hand, so readers
 * start as searches come; one that dies fails the queries it held and is replaced on the next.
 */
export class SqliteReaders {
  private readonly readers: (Reader | null)[];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly file: string,
    size: number = defaultReaderCount(),
  ) {
    this.readers = Array.from({ length: Math.max(1, size) }, () => null);
  }

  /** The rows of a compiled read-only query (a SELECT), from one of the readers. */
  all<Row>(query: CompiledQuery<Row>): Promise<Row[]> {
    if (this.closed) return Promise.reject(new Error('The database readers are closed'));
    const reader = this.leastBusy();
    const id = (this.nextId += 1);
    return new Promise<Row[]>((resolve, reject) => {
      // A reader with queries in hand keeps the process alive until it answers.
      if (reader.pending.size === 0) reader.worker.ref();
      reader.pending.set(id, { resolve: resolve as (rows: unknown[]) => void, reject });
      reader.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  /** Stops every reader; queries still in hand fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      this.readers.map(async (reader, index) => {
        if (!reader) return;
        this.readers[index] = null;
        this.fail(reader, new Error('The database readers are closed'));
        await reader.worker.terminate();
      }),
    );
  }

  private leastBusy(): Reader {
    let best = 0;
    for (let index = 0; index < this.readers.length; index += 1) {
      const reader = this.readers[index];
      if (!reader) {
        best = index;
        break;
      }
      if (reader.pending.size < this.readers[best]!.pending.size) best = index;
    }
    return this.readers[best] ?? this.start(best);
  }

  private start(index: number): Reader {
    const worker = new Worker(READER_SOURCE, {
      eval: true,
      workerData: {
        file: this.file,
        driver: require.resolve('better-sqlite3'),
        mmapBytes: READER_MMAP_BYTES,
      },
    });
    // An idle reader does not keep the process alive.
    worker.unref();
    const reader: Reader = { worker, pending: new Map() };
    worker.on('message', (answer: Answer) => {
      const pending = reader.pending.get(answer.id);
      if (!pending) return;
      reader.pending.delete(answer.id);
      if (reader.pending.size === 0) reader.worker.unref();
      if ('error' in answer)
        pending.reject(new ReaderError(answer.error.message, answer.error.code));
      else pending.resolve(answer.rows);
    });
    const gone = (error: Error) => {
      if (this.readers[index] === reader) this.readers[index] = null;
      this.fail(reader, error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`A database reader stopped (exit code ${code})`)));
    this.readers[index] = reader;
    return reader;
  }

  private fail(reader: Reader, error: Error): void {
    for (const pending of reader.pending.values()) pending.reject(error);
    reader.pending.clear();
  }
}

/**
 * One reader for each core, four at most. The event loop is not counted out: measured on two
 * cores with ten searches at once, one reader answered 85–115 a second (the event loop half
 * idle) and two 175–200, the operating system sharing the cores among the three threads.
 */
export function defaultReaderCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}
