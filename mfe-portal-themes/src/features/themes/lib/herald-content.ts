import { DISPLAY_LIMITS } from '@voices/platform';
import { storyId, newestFirst, type ThemeStory } from '../../../lib/story';
import { isEligibleForRelated } from './eligibility';

/** The day The Daily Herald printed its first edition; edition numbers count from it. */
export const FIRST_EDITION_DATE = Date.UTC(2024, 0, 1);

const DAY_MS = 86_400_000;

/** Today's edition: 1 on the first day, one more every day since (by the reader's calendar). */
export function editionNumber(now: Date = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.max(1, Math.floor((today - FIRST_EDITION_DATE) / DAY_MS) + 1);
}

function sameStory(a: ThemeStory, b: ThemeStory): boolean {
  const id = storyId(a);
  return id !== '' && id === storyId(b);
}

function categoryKey(article: ThemeStory): string {
  return (article.category ?? '').trim().toLowerCase();
}

/**
 * The related column: up to six eligible stories of the current story's category, never the
 * story itself, the author's own first and then the site's related news, each story once.
 */
export function selectRelated(
  current: ThemeStory,
  stories: readonly ThemeStory[],
  extra: readonly ThemeStory[] = [],
  limit: number = DISPLAY_LIMITS.relatedInPortal,
): ThemeStory[] {
  const category = categoryKey(current);
  const chosen: ThemeStory[] = [];
  const seen = new Set<string>([storyId(current)]);
  for (const candidate of [...newestFirst(stories), ...extra]) {
    if (chosen.length >= limit) break;
    const id = storyId(candidate);
    if (!id || seen.has(id)) continue;
    if (category && categoryKey(candidate) !== category) continue;
    if (!isEligibleForRelated(candidate)) continue;
    seen.add(id);
    chosen.push(candidate);
  }
  return chosen;
}

function othersNewestFirst(current: ThemeStory, stories: readonly ThemeStory[]): ThemeStory[] {
  return newestFirst(stories).filter((story) => !sameStory(story, current));
}

/** Latest news: the three newest other stories. */
export function latestStories(current: ThemeStory, stories: readonly ThemeStory[]): ThemeStory[] {
  return othersNewestFirst(current, stories).slice(0, DISPLAY_LIMITS.heraldLatest);
}

/** Secondary stories: the three after the latest ones. */
export function secondaryStories(
  current: ThemeStory,
  stories: readonly ThemeStory[],
): ThemeStory[] {
  return othersNewestFirst(current, stories).slice(
    DISPLAY_LIMITS.heraldLatest,
    DISPLAY_LIMITS.heraldLatest + DISPLAY_LIMITS.heraldSecondary,
  );
}

/** What the breaking ticker runs: the newest headlines, the current story's among them. */
export function tickerStories(current: ThemeStory, stories: readonly ThemeStory[]): ThemeStory[] {
  const list = newestFirst(
    stories.some((story) => sameStory(story, current)) ? stories : [current, ...stories],
  );
  return list.slice(0, DISPLAY_LIMITS.tickerStories);
}

/** Previous and Next, cycling through the list with wrap-around; null with fewer than two. */
export function pagerTargets(
  current: ThemeStory,
  stories: readonly ThemeStory[],
): { previous: ThemeStory; next: ThemeStory } | null {
  if (stories.length < 2) return null;
  const index = stories.findIndex((story) => sameStory(story, current));
  if (index < 0) return { previous: stories[stories.length - 1]!, next: stories[0]! };
  return {
    previous: stories[(index - 1 + stories.length) % stories.length]!,
    next: stories[(index + 1) % stories.length]!,
  };
}

/** The sections of the category bar: each category once, in the order the stories name them. */
export function categoriesOf(stories: readonly ThemeStory[]): string[] {
  const seen = new Map<string, string>();
  for (const story of stories) {
    const category = story.category?.trim();
    if (category && !seen.has(category.toLowerCase())) seen.set(category.toLowerCase(), category);
  }
  return [...seen.values()];
}

/** The newest story of a category, for the category bar's links. */
export function newestInCategory(
  stories: readonly ThemeStory[],
  category: string,
): ThemeStory | null {
  const key = category.trim().toLowerCase();
  return newestFirst(stories).find((story) => categoryKey(story) === key) ?? null;
}
