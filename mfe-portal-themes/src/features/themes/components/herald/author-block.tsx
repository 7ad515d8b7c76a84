import { type StoryAuthorSectionPosition } from '@voices/contracts/constants';
import { STORY_AUTHOR_SECTION_POSITIONS } from '@voices/platform';
import { useEffect, useId, useState, type RefObject } from 'react';
import { Avatar } from '@voices/ui';
import { useT } from '../../../../i18n';
import { storyId, articleTitle, storyLanguage, type ThemeStory } from '../../../../lib/story';
import { SiteLink, StoryLink } from './herald-context';

export interface AuthorInfo {
  id: string;
  name: string;
  photo?: string | null;
  bio?: string | null;
}

/** The story's author-section position, else the theme's, else below the article. */
export function authorPosition(
  requested: string | null | undefined,
  themeDefault: string,
): StoryAuthorSectionPosition {
  const known = (value: string | null | undefined): value is StoryAuthorSectionPosition =>
    typeof value === 'string' &&
    (STORY_AUTHOR_SECTION_POSITIONS as readonly string[]).includes(value);
  if (known(requested)) return requested;
  if (known(themeDefault)) return themeDefault;
  return 'below-article';
}

export type AuthorBlockVariant = 'inline' | 'sidebar' | 'column' | 'floating';

interface AuthorBlockProps {
  author: AuthorInfo;
  variant: AuthorBlockVariant;
  position: StoryAuthorSectionPosition;
  /** The author's other stories, for 'More from'. */
  others?: readonly ThemeStory[];
  /** How many of them to list. */
  limit?: number;
  themeId: string;
}

/** Who wrote the story: portrait, name, a line about them, their profile and portal. */
export function AuthorBlock({
  author,
  variant,
  position,
  others = [],
  limit = 0,
  themeId,
}: AuthorBlockProps) {
  const t = useT();
  const titleId = useId();
  const listed = others.slice(0, limit);
  const label = author.id ? t('author.contributor') : t('author.staffReporter');

  return (
    <section
      className={`vx-herald-author vx-herald-author--${variant}`}
      aria-labelledby={titleId}
      data-author-position={position}
    >
      <p className="vx-herald-author-kicker">{t('author.about')}</p>
      <div className="vx-herald-author-head">
        <Avatar name={author.name} photo={author.photo} size={variant === 'inline' ? 56 : 48} />
        <div>
          <h2 id={titleId} className="vx-herald-author-name">
            {author.name}
          </h2>
          <p className="vx-herald-author-role">{label}</p>
        </div>
      </div>
      {author.bio?.trim() && <p className="vx-herald-author-bio">{author.bio.trim()}</p>}
      {author.id && (
        <p className="vx-herald-author-links">
          <SiteLink to={`/profile/${encodeURIComponent(author.id)}`}>
            {t('author.viewProfile')}
          </SiteLink>
          <SiteLink to={`/portal/${encodeURIComponent(author.id)}/${encodeURIComponent(themeId)}`}>
            {t('author.visitPortal')}
          </SiteLink>
        </p>
      )}
      {listed.length > 0 && (
        <div className="vx-herald-author-more">
          <h3 className="vx-herald-author-more-title">
            {t('author.moreFrom', { name: author.name })}
          </h3>
          <ul>
            {listed.map((story) => (
              <li key={storyId(story)} lang={storyLanguage(story)}>
                <StoryLink story={story}>{articleTitle(story)}</StoryLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Whether the element is on screen (always true where the browser cannot tell). */
function useInView(target: RefObject<HTMLElement>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}

/**
 * The floating panel: fixed at the corner of the window on wide screens while the article is
 * on screen (on narrow ones the article shows the author below it instead), with up to six of
 * the author's stories; the reader can tuck it away.
 */
export function FloatingAuthorPanel({
  article,
  ...props
}: Omit<AuthorBlockProps, 'variant' | 'position'> & { article: RefObject<HTMLElement> }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const inView = useInView(article);
  if (!inView) return null;
  return (
    <div className="vx-herald-floating" data-open={open || undefined}>
      {open ? (
        <>
          <button
            type="button"
            className="vx-herald-floating-toggle"
            aria-label={t('author.hidePanel')}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
          <AuthorBlock {...props} variant="floating" position="floating-overlay" />
        </>
      ) : (
        <button
          type="button"
          className="vx-herald-floating-reopen vx-btn vx-btn-sm"
          onClick={() => setOpen(true)}
        >
          {t('author.aboutName', { name: props.author.name })}
        </button>
      )}
    </div>
  );
}
