import type { AuthorProfile } from '../../features/stories/api/get-user-profile';
import { useAuthorHeading } from '../../features/stories/hooks/use-author-heading';
import type { Article } from '../../lib/article';

/**
 * The masthead heading (spec 001 §2): the story's custom heading, else the author's (for this
 * theme, else their global one), else the author's name. The author's is asked again when
 * they change it.
 */
export function useCustomHeadingFor(
  story: Article | null,
  authorId: string,
  themeId: string,
  authorName: string,
  profile: AuthorProfile | null,
): string {
  const authorHeading = useAuthorHeading(authorId || null, themeId);
  return (
    story?.customHeading?.trim() || authorHeading || profile?.customHeading?.trim() || authorName
  );
}
