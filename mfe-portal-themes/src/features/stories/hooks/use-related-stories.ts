import { DISPLAY_LIMITS, type Article } from '@voices/platform';
import { useRelatedNews } from '@voices/platform/api';
import { articleTitle, storyId, type ThemeStory } from '../../../lib/story';

const NONE: Article[] = [];

/**
 * The site's news related to a story (keywords: the first three words of its title), to fill
 * the related column; an empty list while it loads or when the call fails (spec 001 §8). The
 * story itself is left out, and `themeId` (the theme the page draws it in) lets the ranking give
 * broadsheet-classic's ticker stories their bonus.
 */
export function useRelatedStories(story: ThemeStory | null, themeId?: string): Article[] {
  const keywords = story
    ? articleTitle(story).split(/\s+/).filter(Boolean).slice(0, 3).join(' ')
    : '';
  const { data } = useRelatedNews(
    {
      keywords,
      category: story?.category ?? null,
      language: story?.language || 'en',
      limit: DISPLAY_LIMITS.relatedInPortal,
      ...(story && storyId(story) ? { exclude: storyId(story) } : {}),
      ...(themeId ? { theme: themeId } : {}),
    },
    story !== null,
  );
  return data ?? NONE;
}
