import { DISPLAY_LIMITS, RELATED_RANKING, type StoryTemplateId } from '@voices/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The theme whose breaking ticker earns an item the ticker bonus (spec 001 §4). */
export const BREAKING_TICKER_THEME: StoryTemplateId = 'broadsheet-classic';

/**
 * A story page's breaking ticker runs its author's newest stories, this many (the story's own
 * among them when it is one of them), as the themes draw it (`tickerStories`): an item of the
 * story's related list is in the ticker when it is one of them.
 */
export const BREAKING_TICKER_STORIES = DISPLAY_LIMITS.tickerStories;

export interface RankedItem {
  publishedAt: string | Date;
  mediaCount: number;
  contentLength: number;
  category: string | null;
  language: string | null;
  /** One of the stories the breaking ticker of the list's page runs. */
  inBreakingTicker?: boolean;
}

export interface RankingContext {
  /** The category the list is for; compared without regard to case. */
  category?: string | null;
  language?: string | null;
  /** The theme the list is drawn in: the ticker bonus counts only in `BREAKING_TICKER_THEME`. */
  theme?: string | null;
  now: Date | number;
}

/**
 * recency 5·e^(−age/30 days) + 0.8 per media item (at most 4) + min(length/600, 2)
 * + 1.5 same category + 0.5 same language + 1 in the breaking ticker in broadsheet-classic.
 */
export function relatedScore(item: RankedItem, context: RankingContext): number {
  const w = RELATED_RANKING;
  const now = typeof context.now === 'number' ? context.now : context.now.getTime();
  const published = new Date(item.publishedAt).getTime();
  const ageDays = Number.isFinite(published) ? Math.max(0, now - published) / DAY_MS : Infinity;
  const recency = w.recencyWeight * Math.exp(-ageDays / w.recencyDays);
  const media = Math.min(Math.max(0, item.mediaCount), w.mediaMaxCount) * w.mediaWeight;
  const length = Math.min(
    Math.max(0, item.contentLength) / w.contentLengthDivisor,
    w.contentLengthMax,
  );
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
  return (
    recency +
    media +
    length +
    (same(item.category, context.category) ? w.sameCategory : 0) +
    (same(item.language, context.language) ? w.sameLanguage : 0) +
    (item.inBreakingTicker && context.theme === BREAKING_TICKER_THEME ? w.breakingTicker : 0)
  );
}
