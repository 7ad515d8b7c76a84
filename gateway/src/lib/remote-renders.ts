import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { jsonForScript } from './text/markup';

/** What a remote's server module (`dist-server/first-paint.cjs`, written by its build) offers. */
interface FirstPaintModule {
  /** The exposed modules it draws with data. */
  modules: readonly string[];
  /** The query parameters each module's page reads: a location with another is not drawn. */
  queries?: Readonly<Record<string, readonly string[]>>;
  /** Sends its API calls through `fetch`; called once, before its first render. */
  startFirstPaints(options: { fetch: typeof fetch }): void;
  /** The page at `location` (path and query) drawn with its first answers, and those answers. */
  renderFirstPaint(
    module: string,
    location: string,
  ): Promise<{ markup: string; data: readonly unknown[] } | null>;
}

/** A page drawn on the server: its markup, and the answers it was drawn with, as JSON for the page. */
export interface RenderedFirstPaint {
  markup: string;
  data: string;
  /** The calls it made (path and query), whose answers the page carries or the browser makes. */
  asked: readonly string[];
}

export interface RemoteRendersOptions {
  siteDir: string;
  /** How the server modules call the API: the gateway's own routes, without a network. */
  fetch: typeof fetch;
  /** How long a page may wait for its drawing; after that it is served without. */
  timeoutMs: number;
  /** How long a drawing is served again at most (30 s). */
  redrawAfterMs?: number;
  /** How long a page that could not be drawn goes out plain before it is tried again (10 s). */
  retryAfterFailureMs?: number;
  /** How long a drawing may be under way before pages stop waiting for it (3 s). */
  stalledMs?: number;
  /** How many pages' drawings are kept at most, the least recently asked for left first (100). */
  maxPages?: number;
  onError: (error: unknown, context: { folder: string; module: string }) => void;
}

/**
 * A CommonJS module's exports, evaluated afresh from its file (a require would keep the first
 * build it loaded): the module is one file, built with everything it needs but Node's own.
 */
async function evaluate(file: string): Promise<FirstPaintModule> {
  const source = await readFile(file, 'utf8');
  const wrapper = vm.runInThisContext(Module.wrap(source), { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} };
  wrapper.call(
    module.exports,
    module.exports,
    createRequire(file),
    module,
    file,
    path.dirname(file),
  );
  return module.exports as FirstPaintModule;
}

/**
 * The answers of a page served again, as fresh as the check that found them unchanged: the
 * page's cache then takes them as just asked, and does not ask them again at once.
 */
function answeredNow(data: string): string {
  const at = Date.now();
  const entries = JSON.parse(data) as { at?: number }[];
  return jsonForScript(entries.map((entry) => ({ ...entry, at })));
}

/** An answer's fingerprint: whether a page drawn with it would be drawn the same today. */
async function fingerprint(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  return `${response.status}:${createHash('sha256').update(body).digest('base64')}`;
}

interface Drawing {
  page: Promise<RenderedFirstPaint | null>;
  startedAt: number;
  /** The drawing it replaces, with the same answers: served while this one is under way. */
  stale?: Promise<RenderedFirstPaint | null>;
  /** Once drawn, the calls it made with the fingerprints of their answers; when it failed. */
  state:
    'under way' | { failedAt: number } | { answers: ReadonlyMap<string, string>; drawnAt: number };
}

/**
 * A drawing is served again for this long at most, even with the same answers: what it says
 * of time ("5 minutes ago") is as old as it is.
 */
const REDRAW_AFTER_MS = 30_000;
/** A page that could not be drawn is not tried again for this long: it goes out plain. */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A drawing under way for this long is stalled (its calls hang): pages no longer wait for it. */
const STALLED_MS = 3_000;
/**
 * Drawings kept at most: a page with parameters (a story's) has one per address, and a story
 * page's drawing with its answers weighs some 100 KB.
 */
const MAX_PAGES = 100;

/**
 * Whether `location`'s query names only parameters the page reads, each once: an address with
 * others (a campaign's tag, a typo) is served plain rather than drawn once more.
 */
function readsQuery(location: string, reads: readonly string[]): boolean {
  const at = location.indexOf('?');
  if (at < 0) return true;
  const names = [...new URLSearchParams(location.slice(at + 1)).keys()];
  return names.every((name) => reads.includes(name)) && new Set(names).size === names.length;
}

/**
 * The pages the site's own remotes draw on the server for each request, with data
 * (docs/architecture.md, "First paints with data"). A remote ships a module for it beside its
 * bundle; the gateway loads it from the site folder (again when the file changes) and never
 * from another origin: it runs in the gateway's process. A drawn page is served again while
 * the answers it was drawn with are the same (each request asks them again: answers the feed
 * cache keeps), for half a minute at most, and requests that come while it is being drawn
 * share the drawing, so a busy front page costs one drawing per change of its stories (or
 * per half minute). Null, and the page is served as it would be without: no such module, a
 * module that fails, or a drawing that takes longer than `timeoutMs` (it finishes for the
 * next request).
 */
export function createRemoteRenders(options: RemoteRendersOptions) {
  const {
    redrawAfterMs = REDRAW_AFTER_MS,
    retryAfterFailureMs = RETRY_AFTER_FAILURE_MS,
    stalledMs = STALLED_MS,
    maxPages = MAX_PAGES,
  } = options;
  const loaded = new Map<string, { mtimeMs: number; module: Promise<FirstPaintModule | null> }>();
  // The calls of the drawing under way, however many are under way at once.
  const calls = new AsyncLocalStorage<Map<string, Promise<string>>>();
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await options.fetch(request);
    calls.getStore()?.set(`${url.pathname}${url.search}`, fingerprint(response.clone()));
    return response;
  };
  const drawn = new Map<string, Drawing>();

  async function serverModule(folder: string): Promise<FirstPaintModule | null> {
    const file = path.join(options.siteDir, folder, 'dist-server', 'first-paint.cjs');
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      return null;
    }
    const known = loaded.get(folder);
    if (known?.mtimeMs === mtimeMs) return known.module;
    // Loaded once for the requests that find a new build at the same moment.
    const module = evaluate(file).then(
      (exports) => {
        exports.startFirstPaints({ fetch: recordingFetch });
        return exports;
      },
      (error: unknown) => {
        options.onError(error, { folder, module: '(load)' });
        return null;
      },
    );
    loaded.set(folder, { mtimeMs, module });
    // A new build's pages are drawn by the new build.
    for (const key of drawn.keys()) if (key.startsWith(`${folder}\n`)) drawn.delete(key);
    return module;
  }

  function draw(server: FirstPaintModule, folder: string, module: string, location: string) {
    const asked = new Map<string, Promise<string>>();
    const page = calls
      .run(asked, () => server.renderFirstPaint(module, location))
      .then(
        (drawnPage): RenderedFirstPaint | null =>
          drawnPage && {
            markup: drawnPage.markup,
            data: jsonForScript(drawnPage.data),
            asked: [...asked.keys()],
          },
        (error: unknown) => {
          options.onError(error, { folder, module });
          return null;
        },
      );
    const drawing: Drawing = { page, startedAt: Date.now(), state: 'under way' };
    const failed = () => {
      drawing.state = { failedAt: Date.now() };
    };
    void page
      .then(async (done) => {
        if (!done) return failed();
        const answers = await Promise.all(
          [...asked].map(async ([url, print]) => [url, await print] as const),
        );
        drawing.state = { answers: new Map(answers), drawnAt: Date.now() };
      })
      // An answer that could not be read again: the page is drawn again a while later.
      .catch(failed);
    return drawing;
  }

  /** Whether the calls a drawing made answer as they did then. */
  async function unchanged(answers: ReadonlyMap<string, string>): Promise<boolean> {
    const now = await Promise.all(
      [...answers].map(async ([url, print]) => {
        const answer = await options.fetch(new Request(new URL(url, 'http://gateway.invalid')));
        return (await fingerprint(answer)) === print;
      }),
    );
    return now.every(Boolean);
  }

  /** A drawing served again, its answers as fresh as the check that found them unchanged. */
  const servedAgain = (drawing: Drawing) =>
    drawing.page.then((page) => page && { ...page, data: answeredNow(page.data) });

  /**
   * The drawing a request gets: `page`, and `stale`, an older drawing with the same answers
   * to serve if `page` takes too long (what it says of time is a little older). Under way:
   * shared. Drawn: served again while its answers hold, for half a minute; after that drawn
   * anew, the old one served meanwhile. Failed or stalled: drawn again a while later, not by
   * every request (a broken module would cost each of them a drawing).
   */
  async function drawing(
    server: FirstPaintModule,
    folder: string,
    module: string,
    location: string,
  ): Promise<{ page: Promise<RenderedFirstPaint | null>; stale?: Drawing['stale'] }> {
    const key = `${folder}\n${module}\n${location}`;
    const known = drawn.get(key);
    let stale: Drawing['stale'];
    if (known) {
      // The most recently asked for is kept longest.
      drawn.delete(key);
      drawn.set(key, known);
      const { state } = known;
      const age = Date.now() - known.startedAt;
      if (state === 'under way') {
        if (age < stalledMs) return { page: known.page, stale: known.stale };
        // Stalled: not waited for, and drawn again as a failed one would be.
        if (age < stalledMs + retryAfterFailureMs) return { page: Promise.resolve(null) };
      } else if ('failedAt' in state) {
        if (Date.now() - state.failedAt < retryAfterFailureMs)
          return { page: Promise.resolve(null) };
      } else if (await unchanged(state.answers).catch(() => false)) {
        if (Date.now() - state.drawnAt < redrawAfterMs) return { page: servedAgain(known) };
        stale = servedAgain(known);
      }
    }
    const current = drawn.get(key);
    if (current !== known && current) return { page: current.page, stale: current.stale };
    const fresh = draw(server, folder, module, location);
    fresh.stale = stale;
    drawn.delete(key);
    drawn.set(key, fresh);
    for (const oldest of drawn.keys()) {
      if (drawn.size <= maxPages) break;
      drawn.delete(oldest);
    }
    return { page: fresh.page, stale };
  }

  return {
    /**
     * Loads the server modules of these pages' remotes and draws the pages they draw once, so
     * the first visitors do not wait for a module's start (a first drawing is the slowest).
     */
    async warm(pages: readonly { folder: string; module: string; path: string }[]): Promise<void> {
      await Promise.all(
        pages.map(async ({ folder, module, path: pagePath }) => {
          const server = await serverModule(folder);
          if (server?.modules.includes(module))
            await (
              await drawing(server, folder, module, pagePath)
            ).page;
        }),
      );
    },

    /** Whether `folder`'s build draws `module` with data. */
    async draws(folder: string, module: string): Promise<boolean> {
      return (await serverModule(folder))?.modules.includes(module) ?? false;
    },

    /**
     * `module` of the remote in `folder` drawn at `location` (its path, and a query of what the
     * page reads); null when it cannot be (in time).
     */
    async render(
      folder: string,
      module: string,
      location: string,
    ): Promise<RenderedFirstPaint | null> {
      const server = await serverModule(folder);
      if (!server?.modules.includes(module)) return null;
      if (!readsQuery(location, server.queries?.[module] ?? [])) return null;
      const deadline = Date.now() + options.timeoutMs;
      const timers: NodeJS.Timeout[] = [];
      // Resolves with `value` when the page may wait no longer.
      const late = <T>(value: T | Promise<T>) =>
        new Promise<T>((resolve) => {
          timers.push(setTimeout(() => resolve(value), Math.max(0, deadline - Date.now())));
        });
      try {
        const found = await Promise.race([drawing(server, folder, module, location), late(null)]);
        if (!found) return null;
        return await Promise.race([found.page, late(found.stale ?? null)]);
      } finally {
        timers.forEach(clearTimeout);
      }
    },
  };
}
