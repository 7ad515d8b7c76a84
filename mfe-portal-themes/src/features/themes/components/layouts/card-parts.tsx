import type { CSSProperties, ReactNode } from 'react';
import {
  categoryLabel,
  formatDate,
  formatNumber,
  formatRelativeTime,
  useLocale,
} from '@voices/platform';
import { useT } from '../../../../i18n';
import {
  articleDate,
  articleText,
  articleTitle,
  storyId,
  storyImages,
  storyLanguage,
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

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

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
  /** The story's section, in the interface language ('' when it has none). */
  category: string;
  /** The story's date as an ISO string, when it has one. */
  date: string | null;
  /** Today, as the paper prints it on its nameplate (as the full article does). */
  now: Date;
  /** Today's date, written as the reader's language writes it. */
  dateline: string;
  /** Today's edition: the days since the first edition, counted from 1. */
  edition: number;
  /** The edition's number, written as the reader's language writes numbers. */
  editionText: string;
  rootProps: {
    className: string;
    style: CSSProperties;
    'data-theme': string;
    'data-layout': string;
    'data-mode': 'card';
    /**
     * The interface language: the card's own words are in it; the story's headline and text
     * carry the story's language on their own elements.
     */
    lang: string;
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
  const t = useT();
  const locale = useLocale();
  const { preview } = useHerald();
  const lang = storyLanguage(story);
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
    category: story.category?.trim() ? categoryLabel(story.category.trim()) : '',
    date,
    now,
    dateline: formatDate(now, SHORT_DATE),
    edition: editionNumber(now),
    editionText: formatNumber(editionNumber(now)),
    rootProps: {
      className,
      style,
      'data-theme': theme.id,
      'data-layout': theme.layout,
      'data-mode': 'card',
      lang: locale,
    },
    nameplate: (
      <p className="vx-card-nameplate" lang={lang}>
        {heading}
      </p>
    ),
    when: date ? (
      <time className="vx-card-when" dateTime={date} suppressHydrationWarning>
        {formatRelativeTime(date)}
      </time>
    ) : null,
    titleNode: (
      <>
        <FactCheckMark story={story} />
        <h3 className="vx-card-title" lang={lang}>
          {title}
        </h3>
      </>
    ),
    byline: (
      <p className="vx-card-byline" title={props.authorName}>
        {t('byline.by', { name: displayAuthorName(theme, props.authorName) })}
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
        lang={lang}
      />
    ),
    link:
      id && !preview ? (
        <StoryLink story={story} className="vx-card-link">
          {t('card.readFull')}
        </StoryLink>
      ) : null,
  };
}
