import { DISPLAY_LIMITS, type StoryAuthorSectionPosition } from '@voices/contracts/constants';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { formatRelativeTime } from '@voices/platform';
import {
  articleDate,
  storyId,
  articleText,
  articleTitle,
  newestFirst,
  storyImages,
  type ThemeStory,
} from '../../../../lib/story';
import type { Weather } from '@voices/contracts';
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
import { AdvertisementBox } from './advertisement-box';
import { ArticleBody } from './article-body';
import { AuthorBlock, FloatingAuthorPanel, type AuthorInfo } from './author-block';
import { BreakingTicker } from './breaking-ticker';
import { CategoryBar } from './category-bar';
import { useHerald } from './herald-context';
import { ImageGallery } from './image-gallery';
import { Masthead } from './masthead';
import { LatestNews, RelatedColumn, SecondaryStories } from './story-lists';
import { StoryPager } from './story-pager';

export interface HeraldArticleProps {
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

function Byline({ story, author }: { story: ThemeStory; author: AuthorInfo }) {
  const date = articleDate(story);
  return (
    <p className="vx-herald-byline">
      <span className="vx-herald-byline-name">By {author.name}</span>
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

/** The Daily Herald's full article: the front page of the writer's own newspaper. */
export function HeraldArticle({
  story,
  theme,
  stories,
  related,
  heading,
  author,
  position,
  showAdvertisement,
  protect,
  weather,
  titleLevel,
  style,
  className,
}: HeraldArticleProps) {
  const rootRef = useRef<HTMLElement>(null);
  const { preview } = useHerald();
  useCopyProtection(rootRef, protect);
  const now = useNow();

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

  const body = (
    <ArticleBody
      key={`body:${id || title}`}
      text={text}
      threshold={theme.text.readMoreChars}
      protect={protect}
      themeId={theme.id}
    />
  );

  let main: ReactNode = body;
  if (position === 'split-column') {
    main = (
      <div className="vx-herald-split">
        {body}
        <div className="vx-herald-split-author">{authorBlock('column')}</div>
      </div>
    );
  }

  return (
    <article
      ref={rootRef}
      className={className}
      style={style}
      data-theme={theme.id}
      data-layout={theme.layout}
      data-mode="full"
      data-author-position={position}
      data-protected={protect || undefined}
    >
      <Masthead
        heading={heading}
        themeName={theme.name}
        now={now}
        weather={weather === undefined && preview ? null : weather}
      />
      <CategoryBar story={story} stories={stories} />
      <BreakingTicker stories={tickerStories(story, stories)} />

      <div className={`vx-herald-layout vx-herald-layout--${position}`}>
        {position === 'left-sidebar' && (
          <aside className="vx-herald-left" aria-label="About the author">
            {authorBlock('sidebar')}
          </aside>
        )}

        <div className="vx-herald-main">
          <header className="vx-herald-headline">
            {story.category && <p className="vx-herald-kicker">{story.category}</p>}
            <Title className="vx-herald-title">{title}</Title>
            {summary && summary !== text && <p className="vx-herald-dek">{summary}</p>}
            <Byline story={story} author={author} />
          </header>
          <ImageGallery key={`gallery:${id || title}`} images={images} title={title} />
          {main}
          {position === 'below-article' && authorBlock('inline')}
          {position === 'floating-overlay' && (
            <div className="vx-herald-author-fallback">{authorBlock('inline')}</div>
          )}
          <StoryPager story={story} stories={stories} />
        </div>

        <aside className="vx-herald-rail" aria-label="Around this story">
          {position === 'right-sidebar' && (
            <div className="vx-herald-rail-author">{authorBlock('sidebar')}</div>
          )}
          {position === 'above-related' && authorBlock('inline')}
          <RelatedColumn stories={selectRelated(story, stories, related)} />
          {showAdvertisement && <AdvertisementBox />}
        </aside>
      </div>

      <div className="vx-herald-front">
        <LatestNews stories={latestStories(story, stories)} />
        <SecondaryStories stories={secondaryStories(story, stories)} />
      </div>

      {position === 'floating-overlay' && (
        <FloatingAuthorPanel
          article={rootRef}
          author={author}
          others={others}
          limit={DISPLAY_LIMITS.floatingPanelItems}
          themeId={theme.id}
        />
      )}
    </article>
  );
}
