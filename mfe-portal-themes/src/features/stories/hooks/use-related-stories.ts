import { DISPLAY_LIMITS } from '@voices/contracts/constants';
import { useRelatedNews, type Article } from '@voices/platform';
import { articleTitle, type ThemeStory } from '../../../lib/story';

const NONE: Article[] = [];

/**
 * The site's news related to a story (keywords: the first three words of its title), to fill
 * the related column; an empty list while it loads or when the call fails (spec 001 §8).
 */
export function useRelatedStories(story: ThemeStory | null): Article[] {
  const keywords = story
    ? articleTitle(story).split(/\s+/).filter(Boolean).slice(0, 3).join(' ')
    : '';
  const { data } = useRelatedNews(
    {
      keywords,
      category: story?.category ?? null,
      language: story?.language || 'en',
      limit: DISPLAY_LIMITS.relatedInPortal,
    },
    story !== null,
  );
  return data ?? NONE;
}
