import { type StoryAuthorSectionPosition } from '@voices/contracts/constants';
import { useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import {
  DISPLAY_LIMITS,
  categoryLabel,
  formatDate,
  formatRelativeTime,
  useLocale,
} from '@voices/platform';
import type { Weather } from '@voices/contracts';
import { useT } from '../../../../i18n';
import {
  articleDate,
  articleText,
  articleTitle,
  cutText,
  newestFirst,
  storyId,
  storyImages,
  storyLanguage,
  type StoryImage,
  type ThemeStory,
} from '../../../../lib/story';
import { useCopyProtection } from '../../hooks/use-copy-protection';
import { useHydrated } from '../../../../hooks/use-hydrated';
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

/** A story's date and time in full, for the title of its relative time. */
export const FULL_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

export function Byline({ story, author }: { story: ThemeStory; author: AuthorInfo }) {
  const t = useT();
  const date = articleDate(story);
  // The full date is in the reader's time zone, which the server does not know.
  const hydrated = useHydrated();
  return (
    <p className="vx-herald-byline">
      <span className="vx-herald-byline-name" title={author.name}>
        {t('byline.by', { name: author.name })}
      </span>
      {date && (
        <>
          <span aria-hidden="true"> · </span>
          <time
            dateTime={date}
            title={hydrated ? formatDate(date, FULL_DATE_TIME) : undefined}
            suppressHydrationWarning
          >
            {formatRelativeTime(date)}
          </time>
        </>
      )}
      {parseFlag(story.aiProcessed) === true && (
        <span className="vx-herald-ai-chip" title={t('byline.aiTitle')}>
          {t('byline.ai')}
        </span>
      )}
    </p>
  );
}

/** The pieces of spec 001 §2 every theme lays out in its own way. */
export interface ArticleParts {
  rootRef: RefObject<HTMLElement>;
  id: string;
  title: string;
  text: string;
  images: StoryImage[];
  /** The language the story is written in, when it says (for the elements of its own text). */
  storyLang: string | undefined;
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
    /**
     * The interface language: the paper's own words (sections, buttons, lists) are in it; the
     * story's headline and text carry the story's language on their own elements.
     */
    lang: string;
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
  const t = useT();
  const locale = useLocale();
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
  const lang = storyLanguage(story);
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
      lang={lang}
    />
  );
  const columnAuthor = authorBlock('column');
  const sidebarAuthor = authorBlock('sidebar');
  const inlineAuthor = authorBlock('inline');
  const body =
    position === 'split-column' ? (
      <div className="vx-herald-split">
        {textBody}
        <div className="vx-herald-split-author">{columnAuthor}</div>
      </div>
    ) : (
      textBody
    );

  const kicker = story.category ? (
    <p className="vx-herald-kicker">{categoryLabel(story.category)}</p>
  ) : null;
  const titleNode = (
    <Title className="vx-herald-title" lang={lang}>
      {title}
    </Title>
  );
  const dek =
    summary && summary !== text ? (
      <p className="vx-herald-dek" lang={lang}>
        {summary}
      </p>
    ) : null;
  const byline = <Byline story={story} author={author} />;
  const factCheck = <FactCheckBox story={story} />;
  const relatedStories = selectRelated(story, stories, related, options.relatedLimit);

  return {
    rootRef,
    id,
    title,
    text,
    images,
    storyLang: lang,
    others,
    rootProps: {
      className,
      style,
      'data-theme': theme.id,
      'data-layout': theme.layout,
      'data-mode': 'full',
      'data-author-position': position,
      'data-protected': protect || undefined,
      lang: locale,
    },
    masthead: (
      <Masthead
        heading={heading}
        headingLang={lang}
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
        <aside className="vx-herald-left" aria-label={t('author.about')}>
          {sidebarAuthor}
        </aside>
      ) : null,
    authorBelow:
      position === 'below-article' ? (
        inlineAuthor
      ) : position === 'floating-overlay' ? (
        <div className="vx-herald-author-fallback">{inlineAuthor}</div>
      ) : null,
    authorRailTop:
      position === 'right-sidebar' ? (
        <div className="vx-herald-rail-author">{sidebarAuthor}</div>
      ) : null,
    authorAboveRelated: position === 'above-related' ? inlineAuthor : null,
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
