import type { FastifyBaseLogger } from 'fastify';
import type { NewNewsItem, NewsFeedRow } from '../../db/types';
import type { NewsFeedsRepository } from '../../repositories/news-feeds-repository';
import type { NewsIngestRepository } from '../../repositories/news/ingest';
import { newId } from '../../lib/ids';
import { decodeBody, outboundGet } from '../../lib/outbound-fetch';
import { classifySubcategory } from '../../lib/feeds/categories';
import type { NewsFeedConfig } from '../../lib/feeds/feed-config';
import { truncateText } from '../../lib/text/html-text';
import { parseFeed, type ParsedFeed, type ParsedFeedItem } from '../../lib/feeds/parse-feed';
import { serviceProblem } from '../../lib/service-errors';

export const POLL_DEFAULTS = {
  /** Items taken from one feed in one poll, newest first. */
  maxItemsPerPoll: 50,
  fetchTimeoutMs: 15_000,
  maxFeedBytes: 5 * 1024 * 1024,
  /** Feeds fetched at the same time. */
  concurrency: 4,
  /** A failed feed is tried again after 1, 2, 4, … minutes, at most every 6 hours. */
  retryBaseSeconds: 60,
  retryMaxSeconds: 6 * 60 * 60,
  /** How often the schedule is looked at for feeds that are due. */
  tickSeconds: 30,
} as const;

const TEXT_LIMITS = { title: 500, description: 1_000, content: 20_000 } as const;

const ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export interface FeedPollResult {
  url: string;
  status: 'updated' | 'not-modified' | 'failed';
  added: number;
  updated: number;
  error?: string;
}

export interface FeedPollerOptions {
  feeds: readonly NewsFeedConfig[];
  pollSeconds: number;
  feedsRepository: NewsFeedsRepository;
  newsRepository: NewsIngestRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
  maxItemsPerPoll?: number;
  fetchTimeoutMs?: number;
  concurrency?: number;
  retryBaseSeconds?: number;
  retryMaxSeconds?: number;
  tickSeconds?: number;
}

/** Seconds until a feed that has now failed `failures` times in a row is tried again. */
export function retryDelaySeconds(
  failures: number,
  base: number = POLL_DEFAULTS.retryBaseSeconds,
  max: number = POLL_DEFAULTS.retryMaxSeconds,
): number {
  return Math.min(base * 2 ** Math.max(0, failures - 1), max);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The rows to store for a feed's items: the newest `max`, text cut to size, placed in tabs. */
export function feedItemsToRows(
  feed: NewsFeedConfig,
  parsed: ParsedFeed,
  now: Date,
  max: number,
): NewNewsItem[] {
  const siteOrigin = originOf(parsed.siteUrl ?? feed.url);
  const sourceName =
    feed.name ?? parsed.title ?? (siteOrigin ? new URL(siteOrigin).hostname : null);
  const sourceIcon = parsed.iconUrl ?? (siteOrigin ? `${siteOrigin}/favicon.ico` : null);
  const fetchedAt = now.toISOString();
  const time = (item: ParsedFeedItem) => item.publishedAt?.getTime() ?? 0;
  const seen = new Set<string>();
  return [...parsed.items]
    .sort((a, b) => time(b) - time(a))
    .filter((item) => !seen.has(item.link) && seen.add(item.link))
    .slice(0, max)
    .map((item) => {
      // An item dated in the future would sit on top of every list; it counts as fetched now.
      const published =
        item.publishedAt && item.publishedAt.getTime() <= now.getTime() ? item.publishedAt : now;
      const title = truncateText(item.title, TEXT_LIMITS.title);
      const description = truncateText(item.description, TEXT_LIMITS.description);
      return {
        id: newId(now),
        link: item.link,
        title,
        description,
        content: truncateText(item.content, TEXT_LIMITS.content),
        image_url: item.imageUrl,
        source_name: sourceName,
        source_icon: sourceIcon,
        source_url: parsed.siteUrl ?? siteOrigin,
        creator: item.creator,
        category: feed.category,
        subcategory: feed.subcategory ?? classifySubcategory(feed.category, title, description),
        language: feed.language,
        country: feed.country ?? null,
        state: feed.state ?? null,
        feed_url: feed.url,
        published_at: published.toISOString(),
        fetched_at: fetchedAt,
      };
    });
}

/**
 * Polls the configured feeds: each when it is due, with conditional requests, a few at a time;
 * a failing feed waits longer after each failure and never holds up the others.
 */
export function createFeedPoller(options: FeedPollerOptions) {
  const now = options.now ?? (() => new Date());
  const settings = {
    maxItems: options.maxItemsPerPoll ?? POLL_DEFAULTS.maxItemsPerPoll,
    timeoutMs: options.fetchTimeoutMs ?? POLL_DEFAULTS.fetchTimeoutMs,
    concurrency: options.concurrency ?? POLL_DEFAULTS.concurrency,
    retryBase: options.retryBaseSeconds ?? POLL_DEFAULTS.retryBaseSeconds,
    retryMax: options.retryMaxSeconds ?? POLL_DEFAULTS.retryMaxSeconds,
    tickMs: Math.min(options.tickSeconds ?? POLL_DEFAULTS.tickSeconds, options.pollSeconds) * 1000,
  };
  const feedsByUrl = new Map(options.feeds.map((feed) => [feed.url, feed]));
  const urls = [...feedsByUrl.keys()];
  const { feedsRepository, newsRepository, log } = options;
  let registered = false;
  let running: Promise<FeedPollResult[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let abort = new AbortController();

  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000).toISOString();

  async function pollFeed(feed: NewsFeedConfig, state: NewsFeedRow): Promise<FeedPollResult> {
    const headers: Record<string, string> = { accept: ACCEPT };
    if (state.etag) headers['if-none-match'] = state.etag;
    if (state.last_modified) headers['if-modified-since'] = state.last_modified;
    try {
      const response = await outboundGet(feed.url, {
        timeoutMs: settings.timeoutMs,
        maxBytes: POLL_DEFAULTS.maxFeedBytes,
        headers,
        signal: abort.signal,
      });
      const etag = response.headers.get('etag') ?? state.etag;
      const lastModified = response.headers.get('last-modified') ?? state.last_modified;
      if (response.status === 304) {
        await feedsRepository.recordSuccess(feed.url, {
          etag,
          lastModified,
          now: now().toISOString(),
          nextAttemptAt: later(options.pollSeconds),
        });
        return { url: feed.url, status: 'not-modified', added: 0, updated: 0 };
      }
      if (response.status < 200 || response.status > 299) {
        throw new Error(`the feed answered ${response.status}`);
      }
      const parsed = parseFeed(
        decodeBody(response.body, response.headers.get('content-type')),
        response.url,
      );
      const rows = feedItemsToRows(feed, parsed, now(), settings.maxItems);
      const { added, updated } = await newsRepository.upsertFeedItems(rows);
      await feedsRepository.recordSuccess(feed.url, {
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
        title: parsed.title,
        siteUrl: parsed.siteUrl,
        iconUrl: parsed.iconUrl,
        itemsSeen: parsed.items.length,
        now: now().toISOString(),
        nextAttemptAt: later(options.pollSeconds),
      });
      if (added > 0 || updated > 0) {
        log.info({ feed: feed.url, added, updated }, 'news feed ingested');
      }
      return { url: feed.url, status: 'updated', added, updated };
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      if (stopped) return { url: feed.url, status: 'failed', added: 0, updated: 0, error: message };
      const failures = state.failures + 1;
      const delay = retryDelaySeconds(failures, settings.retryBase, settings.retryMax);
      await feedsRepository.recordFailure(feed.url, {
        failures,
        error: message,
        nextAttemptAt: later(delay),
      });
      log.warn(
        { feed: feed.url, failures, retryInSeconds: delay, err: message },
        'news feed failed; it will be tried again later',
      );
      return { url: feed.url, status: 'failed', added: 0, updated: 0, error: message };
    }
  }

  async function pollDueNow(): Promise<FeedPollResult[]> {
    if (urls.length === 0) return [];
    if (!registered) {
      await feedsRepository.register(urls, now().toISOString());
      registered = true;
    }
    const due = await feedsRepository.due(urls, now().toISOString());
    const results: FeedPollResult[] = [];
    let next = 0;
    const lease = Math.ceil((2 * settings.timeoutMs) / 1000) + 60;
    const worker = async () => {
      while (next < due.length && !stopped) {
        const state = due[next++]!;
        const feed = feedsByUrl.get(state.url);
        if (!feed) continue;
        if (!(await feedsRepository.claim(state, now().toISOString(), later(lease)))) continue;
        results.push(await pollFeed(feed, state));
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, due.length) }, worker));
    return results;
  }

  /** Polls every feed that is due; a call while a poll runs waits for that poll. */
  function pollDue(): Promise<FeedPollResult[]> {
    if (!running) {
      running = pollDueNow().finally(() => {
        running = null;
      });
    }
    return running;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      pollDue()
        .catch((error: unknown) =>
          // A database outage is logged once where it is noticed, not at every tick.
          serviceProblem(error)
            ? log.debug({ err: error }, 'news feed poll skipped')
            : log.error({ err: error }, 'news feed poll failed'),
        )
        .finally(() => schedule(settings.tickMs));
    }, delayMs);
    timer.unref();
  }

  return {
    feeds: options.feeds,
    pollDue,

    /** Starts polling: the first round at once, then whatever falls due. */
    start(): void {
      if (urls.length === 0 || timer) return;
      stopped = false;
      abort = new AbortController();
      schedule(0);
    },

    /** Stops the schedule, cancels fetches in flight and waits for the round to end. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      abort.abort();
      await running?.catch(() => {});
    },
  };
}

export type FeedPoller = ReturnType<typeof createFeedPoller>;
