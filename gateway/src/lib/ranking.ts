import { RELATED_RANKING } from '@voices/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RankedItem {
  publishedAt: string | Date;
  mediaCount: number;
  contentLength: number;
  category: string | null;
  language: string | null;
  /** Shown in the breaking ticker (broadsheet-classic). */
  inBreakingTicker?: boolean;
}

export interface RankingContext {
  /** The category the list is for; compared without regard to case. */
  category?: string | null;
  language?: string | null;
  now: Date | number;
}

/**
 * recency 5·e^(−age/30 days) + 0.8 per media item (at most 4) + min(length/600, 2)
 * + 1.5 same category + 0.5 same language + 1 in the breaking ticker.
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
    (item.inBreakingTicker ? w.breakingTicker : 0)
  );
}
