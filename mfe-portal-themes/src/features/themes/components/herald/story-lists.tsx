import { useId } from 'react';
import { DISPLAY_LIMITS, categoryLabel, formatRelativeTime } from '@voices/platform';
import { useT } from '../../../../i18n';
import {
  articleDate,
  storyId,
  articleText,
  articleTitle,
  cutText,
  storyLanguage,
  storyThumbnail,
  type ThemeStory,
} from '../../../../lib/story';
import { HeraldImage } from './herald-image';
import { StoryLink } from './herald-context';

function When({ story }: { story: ThemeStory }) {
  // The time is written in the reader's language: a switch draws it again.
  useT();
  const date = articleDate(story);
  if (!date) return null;
  return (
    <time className="vx-herald-when" dateTime={date} suppressHydrationWarning>
      {formatRelativeTime(date)}
    </time>
  );
}

/** 'Related Stories': up to six of the lead's category, with a thumbnail each. */
export function RelatedColumn({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="vx-herald-related" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {t('lists.related')}
      </h2>
      {stories.length === 0 ? (
        <p className="vx-herald-empty">{t('lists.relatedEmpty')}</p>
      ) : (
        <ul className="vx-herald-related-list">
          {stories.map((story) => (
            <li key={storyId(story)}>
              <StoryLink story={story} className="vx-herald-related-item">
                <HeraldImage
                  src={storyThumbnail(story)}
                  alt=""
                  className="vx-herald-related-thumb"
                />
                <span className="vx-herald-related-text">
                  <span className="vx-herald-related-title" lang={storyLanguage(story)}>
                    {articleTitle(story)}
                  </span>
                  <When story={story} />
                </span>
              </StoryLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Latest News: three headlines, each cut at 60 characters. */
export function LatestNews({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const titleId = useId();
  if (stories.length === 0) return null;
  return (
    <section className="vx-herald-latest" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {t('lists.latest')}
      </h2>
      <ol className="vx-herald-latest-list">
        {stories.map((story) => (
          <li key={storyId(story)}>
            <StoryLink story={story} className="vx-herald-latest-item">
              <span
                className="vx-herald-latest-title"
                title={articleTitle(story)}
                lang={storyLanguage(story)}
              >
                {cutText(articleTitle(story), DISPLAY_LIMITS.heraldLatestTitleChars)}
              </span>
            </StoryLink>
            <When story={story} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Secondary stories: three more, their text cut at 200 characters. */
export function SecondaryStories({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="vx-herald-secondary" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-herald-section-title">
        {t('lists.more')}
      </h2>
      {stories.length === 0 ? (
        <p className="vx-herald-empty">{t('lists.moreEmpty')}</p>
      ) : (
        <ul className="vx-herald-secondary-list">
          {stories.map((story) => (
            <li key={storyId(story)} className="vx-herald-secondary-item">
              {story.category && (
                <p className="vx-herald-kicker">{categoryLabel(story.category)}</p>
              )}
              <h3 className="vx-herald-secondary-title" lang={storyLanguage(story)}>
                <StoryLink story={story}>{articleTitle(story)}</StoryLink>
              </h3>
              <p className="vx-herald-secondary-text" lang={storyLanguage(story)}>
                {cutText(articleText(story), DISPLAY_LIMITS.heraldSecondaryChars)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
