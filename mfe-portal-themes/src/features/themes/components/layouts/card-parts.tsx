import type { CSSProperties, ReactNode } from 'react';
import { formatRelativeTime } from '@voices/platform';
import {
  articleDate,
  articleText,
  articleTitle,
  storyId,
  storyImages,
  type StoryImage,
  type ThemeStory,
} from '../../../../lib/story';
import { editionNumber } from '../../lib/herald-content';
import type { Theme } from '../../theme-registry';
import { ArticleBody } from '../herald/article-body';
import { StoryLink, useHerald } from '../herald/herald-context';
import { ImageGallery } from '../herald/image-gallery';
import { displayAuthorName } from './article-parts';
import { FactCheckMark } from './fact-check';
import './cards.css';

/** What every theme's card is drawn from. */
export interface CardLayoutProps {
  story: ThemeStory;
  theme: Theme;
  /** The nameplate: the custom heading, else the author's name. */
  heading: string;
  authorName: string;
  style: CSSProperties;
  className: string;
}

const shortDate = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/**
 * The parts of spec 001 §2 every card keeps (category, compact gallery, Read more / Read less at
 * the theme's threshold, 'Read Full Article'); each layout places them in its own composition.
 * The headline always comes before the text in the card's order, so a screen reader reads the
 * card as a reader scans it.
 */
export interface CardParts {
  id: string;
  title: string;
  images: StoryImage[];
  hasImages: boolean;
  category: string;
  /** The story's date as an ISO string, when it has one. */
  date: string | null;
  /** Today, as the paper prints it on its nameplate (as the full article does). */
  now: Date;
  dateline: string;
  /** Today's edition: the days since the first edition, counted from 1. */
  edition: number;
  rootProps: {
    className: string;
    style: CSSProperties;
    'data-theme': string;
    'data-layout': string;
    'data-mode': 'card';
    /** The story's language, so hyphenation and screen readers follow it. */
    lang?: string;
  };
  /** The nameplate text (the custom heading masthead). */
  nameplate: ReactNode;
  /** How long ago the story was filed, as a <time>. */
  when: ReactNode;
  titleNode: ReactNode;
  byline: ReactNode;
  gallery: ReactNode;
  body: ReactNode;
  link: ReactNode;
}

export function useCardParts(
  props: CardLayoutProps,
  options: { clampLines?: number; bodyClassName?: string } = {},
): CardParts {
  const { story, theme, heading, style, className } = props;
  const { preview } = useHerald();
  const id = storyId(story);
  const title = articleTitle(story);
  const images = storyImages(story);
  const date = articleDate(story);
  // The card's nameplate is today's paper; a card does not tick over at midnight.
  const now = new Date();

  return {
    id,
    title,
    images,
    hasImages: images.length > 0,
    category: story.category?.trim() ?? '',
    date,
    now,
    dateline: shortDate.format(now),
    edition: editionNumber(now),
    rootProps: {
      className,
      style,
      'data-theme': theme.id,
      'data-layout': theme.layout,
      'data-mode': 'card',
      lang: story.language?.trim() || undefined,
    },
    nameplate: <p className="vx-card-nameplate">{heading}</p>,
    when: date ? (
      <time className="vx-card-when" dateTime={date}>
        {formatRelativeTime(date)}
      </time>
    ) : null,
    titleNode: (
      <>
        <FactCheckMark story={story} />
        <h3 className="vx-card-title">{title}</h3>
      </>
    ),
    byline: (
      <p className="vx-card-byline" title={props.authorName}>
        By {displayAuthorName(theme, props.authorName)}
      </p>
    ),
    gallery: images.length > 0 && (
      <ImageGallery key={`gallery:${id || title}`} images={images} title={title} compact />
    ),
    body: (
      <ArticleBody
        key={`body:${id || title}`}
        text={articleText(story)}
        threshold={theme.text.readMoreChars}
        themeId={theme.id}
        className={['vx-card-text', options.bodyClassName].filter(Boolean).join(' ')}
        clampLines={options.clampLines}
      />
    ),
    link:
      id && !preview ? (
        <StoryLink story={story} className="vx-card-link">
          Read Full Article
        </StoryLink>
      ) : null,
  };
}
