import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { appendVary } from './cache-control';
import { ifNoneMatch } from './conditional-get';
import { TtlCache } from './ttl-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The ways a cached page can be sent, best first. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** One page as it goes out: its JSON, compressed both ways once, and a tag per form. */
export interface CachedPage {
  bodies: Record<PageEncoding, Buffer>;
  etags: Record<PageEncoding, string>;
}

/**
 * How hard a page's brotli form is worked for. `thorough` (quality 9) suits a page sent many
 * times over while it is kept (a tab's first page); `quick` (quality 5) one that is rarely asked
 * for twice (a search): on a page of search results, about an eighth of the work (of the event
 * loop's too, which sets the encoder up) for some 3 % more bytes.
 */
export type PageCompression = 'thorough' | 'quick';

const BROTLI_QUALITY: Record<PageCompression, number> = { thorough: 9, quick: 5 };

/** Serialised JSON into the three forms a client may take, with their strong ETags. */
export async function packPage(
  json: string,
  compression: PageCompression = 'thorough',
): Promise<CachedPage> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression],
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: 9 }),
  ]);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return {
    bodies: { br, gzip: gz, identity },
    // One tag per representation (RFC 9110 §8.8.3): a cache holding the gzip form revalidates
    // that form, never the brotli one.
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
  };
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, then gzip,
 * among those the client accepts (a q of 0 refuses; `*` accepts any), else none.
 */
export function negotiateEncoding(header: string | string[] | undefined): PageEncoding {
  if (!header) return 'identity';
  if (typeof header === 'string') {
    // Browsers send a handful of spellings: each is read once.
    let known = negotiated.get(header);
    if (known === undefined) {
      if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
      known = readAcceptEncoding(header);
      negotiated.set(header, known);
    }
    return known;
  }
  return readAcceptEncoding(header);
}

const negotiated = new Map<string, PageEncoding>();
const NEGOTIATED_MAX = 100;

function readAcceptEncoding(header: string | string[]): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) =>
    accepted.get(name) ??
    (name === 'gzip' ? accepted.get('x-gzip') : undefined) ??
    accepted.get('*') ??
    0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * A cached page in the encoding the request takes, or 304 when the client holds it.
 * `cacheControl` says how long others may keep it; `varyLanguage`, that its bytes depend on
 * Accept-Language (a message said in the reader's language).
 */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  { cacheControl, varyLanguage }: { cacheControl: string; varyLanguage: boolean },
): FastifyReply {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = page.etags[encoding];
  appendVary(reply, 'Accept-Encoding');
  if (varyLanguage) appendVary(reply, 'Accept-Language');
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(page.bodies[encoding]);
}

/**
 * Answers that are the same for every anonymous reader (the feed's first pages and searches),
 * serialised and compressed, by everything that changes their bytes (the route builds the
 * key). An entry lives `ttlMs` at most (the bound on how late another gateway's write shows
 * here); `invalidate()` drops all of them at once when an item arrives, changes or goes. A
 * page being built when that happens is handed to the requests that were already waiting for
 * it but not kept, so no page older than the last write is stored. The oldest entries go
 * first beyond `maxEntries`.
 */
export class FeedPageCache {
  private readonly pages: TtlCache<CachedPage>;
  private counters = { hits: 0, misses: 0, invalidations: 0 };

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.pages = new TtlCache(ttlMs, maxEntries, now);
  }

  /** The page under `key` when it is stored and fresh (a hit), else undefined. */
  peek(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) this.counters.hits += 1;
    return page;
  }

  /** The page under `key`, built (and stored) when missing or expired. */
  async get(
    key: string,
    build: () => Promise<string>,
    compression: PageCompression = 'thorough',
  ): Promise<CachedPage> {
    const page = this.peek(key);
    if (page) return page;
    this.counters.misses += 1;
    return this.pages.getOrLoad(key, () => build().then((json) => packPage(json, compression)));
  }

  /** Forgets every page: the next request of each builds it again. */
  invalidate(): void {
    this.counters.invalidations += 1;
    this.pages.clear();
  }

  /** Hits, misses and invalidations so far (tests, diagnostics). */
  stats(): { hits: number; misses: number; invalidations: number; entries: number } {
    return { ...this.counters, entries: this.pages.size };
  }
}
