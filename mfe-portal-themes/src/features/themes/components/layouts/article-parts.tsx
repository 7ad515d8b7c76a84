import { DISPLAY_LIMITS, type StoryAuthorSectionPosition } from '@voices/contracts/constants';
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { formatRelativeTime } from '@voices/platform';
import type { Weather } from '@voices/contracts';
import {
  articleDate,
  articleText,
  articleTitle,
  cutText,
  newestFirst,
  storyId,
  storyImages,
  type StoryImage,
  type ThemeStory,
} from '../../../../lib/story';
import { useCopyProtection } from '../../hooks/use-copy-protection';
import { useNow } from '../../hooks/use-now';
import { parseFlag } from '../../lib/eligibility';
import {
  latestStories,
  secondaryStories,
  selectRelated,
  tickerStories,
} from '../../lib/herald-content';
import type { Theme } from '../../theme-registry';
import { AdvertisementBox } from '../herald/advertisement-box';
import { ArticleBody } from '../herald/article-body';
import { AuthorBlock, FloatingAuthorPanel, type AuthorInfo } from '../herald/author-block';
import { BreakingTicker } from '../herald/breaking-ticker';
import { CategoryBar } from '../herald/category-bar';
import { useHerald } from '../herald/herald-context';
import { ImageGallery } from '../herald/image-gallery';
import { Masthead } from '../herald/masthead';
import { StorySearch } from '../herald/story-search';
import { LatestNews, RelatedColumn, SecondaryStories } from '../herald/story-lists';
import { StoryPager } from '../herald/story-pager';
import { FactCheckBox } from './fact-check';

/** What every theme's full article is drawn from. */
export interface ArticleLayoutProps {
  story: ThemeStory;
  theme: Theme;
  stories: readonly ThemeStory[];
  related: readonly ThemeStory[];
  heading: string;
  author: AuthorInfo;
  position: StoryAuthorSectionPosition;
  showAdvertisement: boolean;
  protect: boolean;
  /** Given (even null): shown as it is, nothing is fetched. */
  weather: Weather | null | undefined;
  titleLevel: 1 | 2;
  style: CSSProperties;
  className: string;
}

/** The author's name as a theme prints it (Urban Chronicle cuts it at 20 characters). */
export function displayAuthorName(theme: Theme, name: string): string {
  return theme.id === 'timesmetro' ? cutText(name, DISPLAY_LIMITS.timesmetroAuthorNameChars) : name;
}

export function Byline({ story, author }: { story: ThemeStory; author: AuthorInfo }) {
  const date = articleDate(story);
  return (
    <p className="vx-herald-byline">
      <span className="vx-herald-byline-name" title={author.name}>
        By {author.name}
      </span>
      {date && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={date} title={new Date(date).toLocaleString()}>
            {formatRelativeTime(date)}
          </time>
        </>
      )}
      {parseFlag(story.aiProcessed) === true && (
        <span className="vx-herald-ai-chip" title="The title and summary were rewritten with AI">
          AI Enhanced
        </span>
      )}
    </p>
  );
}

/** The pieces of spec 001 §2 every theme lays out in its own way. */
export interface ArticleParts {
  rootRef: RefObject<HTMLElement | null>;
  id: string;
  title: string;
  text: string;
  images: StoryImage[];
  /** The author's other stories, newest first. */
  others: ThemeStory[];
  /** The root element's attributes (the theme's class, colours and data). */
  rootProps: {
    className: string;
    style: CSSProperties;
    'data-theme': string;
    'data-layout': string;
    'data-mode': 'full';
    'data-author-position': StoryAuthorSectionPosition;
    'data-protected'?: true;
    /** The story's language, so hyphenation and screen readers follow it. */
    lang?: string;
  };
  masthead: ReactNode;
  now: Date;
  categoryBar: ReactNode;
  ticker: ReactNode;
  search: ReactNode;
  /** Kicker, headline, dek, byline and the fact-check box. */
  headline: ReactNode;
  /** The fact-check box (verified or disputed), or null. */
  factCheck: ReactNode;
  kicker: ReactNode;
  titleNode: ReactNode;
  dek: ReactNode;
  byline: ReactNode;
  gallery: ReactNode;
  /** The text with Read more, beside the author when the position is split-column. */
  body: ReactNode;
  /** The author block at each place a position puts it (null where it does not). */
  authorLeft: ReactNode;
  authorBelow: ReactNode;
  authorRailTop: ReactNode;
  authorAboveRelated: ReactNode;
  floating: ReactNode;
  pager: ReactNode;
  relatedStories: ThemeStory[];
  related: ReactNode;
  /** The advertisement: only in the newspaper layout (spec 001 §2). */
  ad: ReactNode;
  latest: ReactNode;
  secondary: ReactNode;
}

/** Builds the shared parts once; each layout then places them. */
export function useArticleParts(
  props: ArticleLayoutProps,
  options: { relatedLimit?: number; bodyClassName?: string; clampLines?: number } = {},
): ArticleParts {
  const {
    story,
    theme,
    stories,
    related,
    heading,
    position,
    showAdvertisement,
    protect,
    weather,
    titleLevel,
    style,
    className,
  } = props;
  const rootRef = useRef<HTMLElement>(null);
  const { preview } = useHerald();
  useCopyProtection(rootRef, protect);
  const now = useNow();
  const author: AuthorInfo = { ...props.author, name: displayAuthorName(theme, props.author.name) };

  const id = storyId(story);
  const title = articleTitle(story);
  const text = articleText(story);
  const summary = story.summary?.trim() ?? '';
  const images = storyImages(story);
  const others = newestFirst(stories).filter((other) => !id || storyId(other) !== id);
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  const authorBlock = (variant: 'inline' | 'sidebar' | 'column', limit = 0) => (
    <AuthorBlock
      author={author}
      variant={variant}
      position={position}
      others={others}
      limit={limit}
      themeId={theme.id}
    />
  );

  const textBody = (
    <ArticleBody
      key={`body:${id || title}`}
      text={text}
      threshold={theme.text.readMoreChars}
      protect={protect}
      themeId={theme.id}
      className={options.bodyClassName}
      clampLines={options.clampLines}
    />
  );
  const body =
    position === 'split-column' ? (
      <div className="vx-herald-split">
        {textBody}
        <div className="vx-herald-split-author">{authorBlock('column')}</div>
      </div>
    ) : (
      textBody
    );

  const kicker = story.category ? <p className="vx-herald-kicker">{story.category}</p> : null;
  const titleNode = <Title className="vx-herald-title">{title}</Title>;
  const dek = summary && summary !== text ? <p className="vx-herald-dek">{summary}</p> : null;
  const byline = <Byline story={story} author={author} />;
  const factCheck = <FactCheckBox story={story} />;
  const relatedStories = selectRelated(story, stories, related, options.relatedLimit);

  return {
    rootRef,
    id,
    title,
    text,
    images,
    others,
    rootProps: {
      className,
      style,
      'data-theme': theme.id,
      'data-layout': theme.layout,
      'data-mode': 'full',
      'data-author-position': position,
      'data-protected': protect || undefined,
      lang: story.language?.trim() || undefined,
    },
    masthead: (
      <Masthead
        heading={heading}
        themeName={theme.name}
        now={now}
        weather={weather === undefined && preview ? null : weather}
      />
    ),
    now,
    categoryBar: <CategoryBar story={story} stories={stories} />,
    ticker: <BreakingTicker stories={tickerStories(story, stories)} />,
    search: <StorySearch story={story} stories={stories} />,
    headline: (
      <header className="vx-herald-headline">
        {kicker}
        {titleNode}
        {dek}
        {byline}
        {factCheck}
      </header>
    ),
    factCheck,
    kicker,
    titleNode,
    dek,
    byline,
    gallery: <ImageGallery key={`gallery:${id || title}`} images={images} title={title} />,
    body,
    authorLeft:
      position === 'left-sidebar' ? (
        <aside className="vx-herald-left" aria-label="About the author">
          {authorBlock('sidebar')}
        </aside>
      ) : null,
    authorBelow:
      position === 'below-article' ? (
        authorBlock('inline')
      ) : position === 'floating-overlay' ? (
        <div className="vx-herald-author-fallback">{authorBlock('inline')}</div>
      ) : null,
    authorRailTop:
      position === 'right-sidebar' ? (
        <div className="vx-herald-rail-author">{authorBlock('sidebar')}</div>
      ) : null,
    authorAboveRelated: position === 'above-related' ? authorBlock('inline') : null,
    floating:
      position === 'floating-overlay' ? (
        <FloatingAuthorPanel
          article={rootRef}
          author={author}
          others={others}
          limit={DISPLAY_LIMITS.floatingPanelItems}
          themeId={theme.id}
        />
      ) : null,
    pager: <StoryPager story={story} stories={stories} />,
    relatedStories,
    related: <RelatedColumn stories={relatedStories} />,
    ad: showAdvertisement && theme.layout === 'newspaper' ? <AdvertisementBox /> : null,
    latest: <LatestNews stories={latestStories(story, stories)} />,
    secondary: <SecondaryStories stories={secondaryStories(story, stories)} />,
  };
}
