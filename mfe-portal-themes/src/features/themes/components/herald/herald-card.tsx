import type { CSSProperties } from 'react';
import { formatRelativeTime } from '@voices/platform';
import {
  articleDate,
  storyId,
  articleText,
  articleTitle,
  storyImages,
  type ThemeStory,
} from '../../../../lib/story';
import type { Theme } from '../../theme-registry';
import { ArticleBody } from './article-body';
import { StoryLink, useHerald } from './herald-context';
import { ImageGallery } from './image-gallery';

interface HeraldCardProps {
  story: ThemeStory;
  theme: Theme;
  heading: string;
  authorName: string;
  style: CSSProperties;
  className: string;
}

/** The compact card: the paper's nameplate, the picture, the headline and the opening lines. */
export function HeraldCard({
  story,
  theme,
  heading,
  authorName,
  style,
  className,
}: HeraldCardProps) {
  const { preview } = useHerald();
  const id = storyId(story);
  const title = articleTitle(story);
  const date = articleDate(story);

  return (
    <article
      className={className}
      style={style}
      data-theme={theme.id}
      data-layout={theme.layout}
      data-mode="card"
    >
      <header className="vx-herald-card-masthead">
        <p className="vx-herald-card-nameplate">{heading}</p>
        {date && (
          <time className="vx-herald-when" dateTime={date}>
            {formatRelativeTime(date)}
          </time>
        )}
      </header>
      {story.category && <p className="vx-herald-card-category">{story.category}</p>}
      <ImageGallery
        key={`gallery:${id || title}`}
        images={storyImages(story)}
        title={title}
        compact
      />
      <div className="vx-herald-card-body">
        <h3 className="vx-herald-card-title">{title}</h3>
        <p className="vx-herald-byline">By {authorName}</p>
        <ArticleBody
          key={`body:${id || title}`}
          text={articleText(story)}
          threshold={theme.text.readMoreChars}
          themeId={theme.id}
          className="vx-herald-card-text"
        />
        {id && !preview && (
          <StoryLink story={story} className="vx-herald-card-link">
            Read Full Article
          </StoryLink>
        )}
      </div>
    </article>
  );
}
