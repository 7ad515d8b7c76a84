import { STORY_LIMITS, storyWaitMessages } from '@voices/contracts';
import { SECOND } from '../../lib/clock';
import { RateLimitError } from '../../lib/rate-limit';
import type { StoriesRepository } from '../../repositories/stories-repository';

const PUBLISH_WINDOW_MS = STORY_LIMITS.publishWindowSeconds * SECOND;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / SECOND));

/**
 * 429 when the author has published 9 stories in the last 30 s, counting `inFlight` publishes
 * of theirs that are not committed yet. A rule on stored stories, not a counter: it is read
 * from the stories table, so a deleted story or a failed publish never counts.
 */
export async function checkPublishRate(
  repository: StoriesRepository,
  authorId: string,
  at: Date,
  inFlight: () => number = () => 0,
): Promise<void> {
  const since = new Date(at.getTime() - PUBLISH_WINDOW_MS).toISOString();
  const { count, oldest } = await repository.publishedSince(authorId, since);
  // Read after the count: a publish stops counting as in flight just before its commit, so
  // it is never counted twice (at worst once too few, which the transaction's check catches).
  if (count + inFlight() < STORY_LIMITS.publishesPerWindow) return;
  const wait = (oldest ? Date.parse(oldest) : at.getTime()) + PUBLISH_WINDOW_MS - at.getTime();
  throw new RateLimitError(storyWaitMessages.tooManyStories(seconds(wait)), seconds(wait));
}

/**
 * Publishes of each author being worked on in this process. The limit is decided in the
 * transaction, but counting these before the images are worked on refuses the 10th of ten
 * concurrent publishes at once instead of after its images are processed.
 */
export function createPublishesInFlight() {
  const publishing = new Map<string, number>();
  return {
    /** Counts one publish of the author; answers the function that stops counting it (once). */
    start(authorId: string): () => void {
      publishing.set(authorId, (publishing.get(authorId) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const left = (publishing.get(authorId) ?? 1) - 1;
        if (left > 0) publishing.set(authorId, left);
        else publishing.delete(authorId);
      };
    },
    /** The author's publishes in flight besides the caller's own. */
    others: (authorId: string) => (publishing.get(authorId) ?? 1) - 1,
  };
}
