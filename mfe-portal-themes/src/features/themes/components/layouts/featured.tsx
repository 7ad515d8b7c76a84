import { DISPLAY_LIMITS } from '@voices/contracts/constants';
import { useId, useState, type ReactNode } from 'react';
import { articleTitle, storyId, storyThumbnail, type ThemeStory } from '../../../../lib/story';
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
  return (
    <section
      className={['vx-featured', className].filter(Boolean).join(' ')}
      aria-label="Featured story"
    >
      <div className="vx-featured-media">
        <p className="vx-featured-badge">MAIN</p>
        {media ?? (
          <HeraldImage src={null} alt="No image for this story" className="vx-featured-empty" />
        )}
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
  title = 'More stories',
}: {
  stories: readonly ThemeStory[];
  title?: string;
}) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  if (stories.length === 0) return null;
  const limit = DISPLAY_LIMITS.galleryThumbnails;
  const shown = all ? stories : stories.slice(0, limit);
  const hidden = stories.length - shown.length;

  return (
    <section className="vx-featured-extras" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {title}
      </h2>
      <ul className="vx-featured-thumbs">
        {shown.map((story) => (
          <li key={storyId(story)}>
            <StoryLink story={story} className="vx-featured-thumb">
              <HeraldImage src={storyThumbnail(story)} alt="" className="vx-featured-thumb-image" />
              <span className="vx-featured-thumb-title">{articleTitle(story)}</span>
            </StoryLink>
          </li>
        ))}
        {hidden > 0 && (
          <li>
            <button type="button" className="vx-featured-more" onClick={() => setAll(true)}>
              +{hidden} more
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
          Show fewer
        </button>
      )}
    </section>
  );
}
