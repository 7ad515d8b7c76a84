import { DISPLAY_LIMITS } from '@voices/platform';
import { useId, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import {
  articleTitle,
  storyId,
  storyLanguage,
  storyThumbnail,
  type ThemeStory,
} from '../../../../lib/story';
import { StoryLink } from '../herald/herald-context';
import { HeraldImage } from '../herald/herald-image';

/** How many lines a featured lead's text shows before Read more (spec 001 §2). */
export const FEATURED_CLAMP_LINES = 10;

/**
 * The featured red-framed lead (spec 001 §2, the noir and timesmetro layouts): the lead's
 * pictures under a 'MAIN' badge, and its text beside or below them.
 */
export function FeaturedFrame({
  media,
  children,
  className,
}: {
  media: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <section
      className={['vx-featured', className].filter(Boolean).join(' ')}
      aria-label={t('featured.label')}
    >
      <div className="vx-featured-media">
        <p className="vx-featured-badge">{t('featured.badge')}</p>
        {media ?? <HeraldImage src={null} alt={t('image.noneAlt')} className="vx-featured-empty" />}
      </div>
      <div className="vx-featured-text">{children}</div>
    </section>
  );
}

/**
 * The extra thumbnails under a featured lead: the author's other stories, up to nine, then
 * '+N more' (which shows the rest); a story without a picture gets the 'No image' placeholder.
 */
export function ExtraThumbnails({
  stories,
  title,
}: {
  stories: readonly ThemeStory[];
  /** The strip's heading; 'More stories' in the reader's language by default. */
  title?: string;
}) {
  const t = useT();
  const titleId = useId();
  const [all, setAll] = useState(false);
  if (stories.length === 0) return null;
  const limit = DISPLAY_LIMITS.galleryThumbnails;
  const shown = all ? stories : stories.slice(0, limit);
  const hidden = stories.length - shown.length;

  return (
    <section className="vx-featured-extras" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {title ?? t('featured.moreStories')}
      </h2>
      <ul className="vx-featured-thumbs">
        {shown.map((story) => (
          <li key={storyId(story)}>
            <StoryLink story={story} className="vx-featured-thumb">
              <HeraldImage src={storyThumbnail(story)} alt="" className="vx-featured-thumb-image" />
              <span className="vx-featured-thumb-title" lang={storyLanguage(story)}>
                {articleTitle(story)}
              </span>
            </StoryLink>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button type="button" className="vx-featured-more" onClick={() => setAll(true)}>
              {t('featured.more', { count: hidden })}
            </button>
          </li>
        )}
      </ul>
      {all && stories.length > limit && (
        <button
          type="button"
          className="vx-featured-fewer vx-btn vx-btn-sm"
          onClick={() => setAll(false)}
        >
          {t('featured.fewer')}
        </button>
      )}
    </section>
  );
}
