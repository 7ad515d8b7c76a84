import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { serviceProblem } from '../lib/service-errors';

/** Background work that one gateway of the fleet does for all of them. */
export interface JobDefinition {
  /** Unique among jobs; names its lock. */
  name: string;
  /** Runs again this long after the previous run ended. */
  everyMs: number;
  /** Runs once as soon as this gateway takes the job on, then every `everyMs`. */
  runAtStart?: boolean;
  run(): Promise<unknown>;
}

export interface Jobs {
  /** Adds a job; call it while the app is being built (it is scheduled when the app is ready). */
  define(job: JobDefinition): void;
  /** The jobs this gateway runs now (every job on SQLite; those whose lock it holds on PostgreSQL). */
  held(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export const JOBS = {
  /** How often a gateway tries to take the jobs it does not run (a holder that died). */
  acquireEveryMs: 15_000,
  /** The lock space of the jobs: the first key of every advisory lock the gateway takes. */
  lockSpace: 'voices-jobs',
} as const;

interface Schedule {
  stop(): Promise<void>;
}

/**
 * Runs each job on a timer, one run at a time; a failed run is logged (a database outage at
 * debug level: it is logged once where it is noticed) and the next comes as usual.
 */
function schedule(job: JobDefinition, log: Pick<FastifyBaseLogger, 'debug' | 'error'>): Schedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = job
        .run()
        .then(
          () => {},
          (error: unknown) =>
            serviceProblem(error)
              ? log.debug({ err: error, job: job.name }, 'a job was skipped')
              : log.error({ err: error, job: job.name }, 'a job failed'),
        )
        .finally(() => {
          running = null;
          next(job.everyMs);
        });
    }, ms);
    timer.unref();
  };
  next(job.runAtStart ? 0 : job.everyMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Background jobs (news polling, the upload sweep, later e-mail digests) that exactly one
 * gateway runs at a time. On SQLite (one machine) this gateway runs them all. On PostgreSQL each
 * job is a session-level advisory lock, `(hashtext('voices-jobs'), hashtext('<schema>:<job>'))`,
 * taken with `pg_try_advisory_lock` on a connection of its own that stays open while the gateway
 * runs: the gateway that holds the lock runs the job. When that gateway stops, or dies (kill -9,
 * a lost machine: the server ends the session and frees its locks), another takes the job at its
 * next try, at most 15 s later. A lost connection (a database restart) stops this gateway's
 * jobs at once; it tries again with a new connection, as do the others.
 */
export const jobsPlugin = fp(
  async (fastify) => {
    const definitions: JobDefinition[] = [];
    const running = new Map<string, Schedule>();
    const log = fastify.log.child({ module: 'jobs' });
    const database = fastify.config.database;
    let ready = false;
    let closing = false;

    const jobs: Jobs = {
      define(job) {
        if (definitions.some((d) => d.name === job.name)) {
          throw new Error(`a job named ${job.name} is already defined`);
        }
        definitions.push(job);
        if (ready && database.engine === 'sqlite') running.set(job.name, schedule(job, log));
      },
      held: () => [...running.keys()],
    };
    fastify.decorate('jobs', jobs);

    const stopAll = async () => {
      const schedules = [...running.values()];
      running.clear();
      await Promise.all(schedules.map((s) => s.stop()));
    };

    if (database.engine === 'sqlite') {
      fastify.addHook('onReady', async () => {
        ready = true;
        for (const job of definitions) running.set(job.name, schedule(job, log));
      });
      fastify.addHook('preClose', async () => {
        closing = true;
        await stopAll();
      });
      return;
    }

    const settings: pg.ClientConfig = {
      connectionString: database.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      application_name: `voices-gateway-${fastify.instance.id}`,
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    };
    let client: pg.Client | null = null;

    /** The connection that holds the locks is gone: so are the locks, and the jobs stop here. */
    function lost(which: pg.Client, error?: unknown): void {
      if (client !== which) return;
      client = null;
      const names = [...running.keys()];
      void stopAll();
      if (names.length > 0 && !closing) {
        log.warn({ err: error, jobs: names }, 'jobs: the lock connection was lost; jobs stopped');
      }
    }

    async function connect(): Promise<pg.Client> {
      if (client) return client;
      const fresh = new pg.Client(settings);
      fresh.on('error', (error) => lost(fresh, error));
      fresh.on('end', () => lost(fresh));
      try {
        await fresh.connect();
      } catch (error) {
        fresh.end().catch(() => {});
        throw error;
      }
      client = fresh;
      return fresh;
    }

    let trying: Promise<void> | null = null;
    async function tryAcquire(): Promise<void> {
      const waiting = definitions.filter((job) => !running.has(job.name));
      if (waiting.length === 0 || closing) return;
      const connection = await connect();
      for (const job of waiting) {
        const { rows } = await connection.query<{ ok: boolean }>(
          `select pg_try_advisory_lock(hashtext($1), hashtext(current_schema() || ':' || $2)) as ok`,
          [JOBS.lockSpace, job.name],
        );
        if (!rows[0]?.ok || closing || client !== connection) continue;
        running.set(job.name, schedule(job, log));
        log.info({ job: job.name }, 'jobs: this gateway runs the job');
      }
    }
    const attempt = () => {
      trying ??= tryAcquire()
        .catch((error: unknown) =>
          serviceProblem(error)
            ? log.debug({ err: error }, 'jobs: the locks could not be tried')
            : log.warn({ err: error }, 'jobs: the locks could not be tried'),
        )
        .finally(() => {
          trying = null;
        });
      return trying;
    };

    const timer = setInterval(attempt, JOBS.acquireEveryMs);
    timer.unref();
    fastify.addHook('onReady', async () => {
      ready = true;
      // Not awaited: a database that is away must not hold up the start.
      void attempt();
    });
    fastify.addHook('preClose', async () => {
      closing = true;
      clearInterval(timer);
      await trying;
      await stopAll();
      // Ending the session frees its locks: another gateway takes the jobs at its next try.
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    });
  },
  { name: 'jobs', dependencies: ['database', 'instance'] },
);
