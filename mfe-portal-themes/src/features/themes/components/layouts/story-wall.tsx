import { useId } from 'react';
import { categoryLabel } from '@voices/platform';
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

/** A wall of story cards (Red Wave's dense front, Unity Desk's section fronts). */
export function StoryWall({
  stories,
  title,
  className,
  limit = 8,
  pictures = true,
}: {
  stories: readonly ThemeStory[];
  title: string;
  className: string;
  limit?: number;
  pictures?: boolean;
}) {
  const t = useT();
  const titleId = useId();
  const shown = stories.slice(0, limit);
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className="vx-herald-empty">{t('lists.moreEmpty')}</p>
      ) : (
        <ul className="vx-wall-list">
          {shown.map((story) => (
            <li key={storyId(story)} className="vx-wall-card">
              <StoryLink story={story} className="vx-wall-link">
                {pictures && (
                  <HeraldImage src={storyThumbnail(story)} alt="" className="vx-wall-image" />
                )}
                {story.category && (
                  <span className="vx-wall-kicker">{categoryLabel(story.category)}</span>
                )}
                <span className="vx-wall-title" lang={storyLanguage(story)}>
                  {articleTitle(story)}
                </span>
              </StoryLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
