import { useCustomHeading } from '@voices/platform/api';
import type { ThemeStory } from '../../../lib/story';

/**
 * The masthead heading (spec 001 §2): the story's custom heading, else the author's (for this
 * theme, else their global one), else the author's name. The author's is read again when the
 * server says they changed it (custom_heading_updated invalidates it).
 */
export function useMastheadHeading(
  story: ThemeStory | null,
  authorId: string,
  themeId: string,
  authorName: string,
): string {
  const { data: authorHeading } = useCustomHeading(authorId || null, themeId);
  return story?.customHeading?.trim() || authorHeading?.trim() || authorName;
}
