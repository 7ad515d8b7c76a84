import type { Weather } from '@voices/contracts';
import { useT } from '../../../i18n';
import { authorName, type ThemeStory } from '../../../lib/story';
import { getTheme, storyThemeId, type ThemeLayout } from '../theme-registry';
import { authorPosition, type AuthorInfo } from './herald/author-block';
import type { ComponentType } from 'react';
import { HeraldArticle } from './herald/herald-article';
import type { ArticleLayoutProps } from './layouts/article-parts';
import { BroadsheetArticle } from './layouts/broadsheet-article';
import { DeskArticle } from './layouts/desk-article';
import { MetroArticle } from './layouts/metro-article';
import { NewspaperArticle } from './layouts/newspaper-article';
import { NoirArticle } from './layouts/noir-article';
import { WaveArticle } from './layouts/wave-article';
import { HeraldCard } from './herald/herald-card';
import { BroadsheetCard } from './layouts/broadsheet-card';
import type { CardLayoutProps } from './layouts/card-parts';
import { DeskCard } from './layouts/desk-card';
import { MetroCard } from './layouts/metro-card';
import { NewspaperCard } from './layouts/newspaper-card';
import { NoirCard } from './layouts/noir-card';
import { WaveCard } from './layouts/wave-card';
import { HeraldProvider } from './herald/herald-context';
import { themeVariables } from './theme-variables';
import './theme-vars.css';
import './herald/herald.css';
import './layouts/layouts.css';
// Last: the typography of the Indic scripts, over every theme's own.
import './indic.css';

/** Each layout's full article: its own composition of the shared parts. */
const ARTICLE_LAYOUTS: Record<ThemeLayout, ComponentType<ArticleLayoutProps>> = {
  grid: HeraldArticle,
  wave: WaveArticle,
  metro: MetroArticle,
  desk: DeskArticle,
  broadsheet: BroadsheetArticle,
  noir: NoirArticle,
  newspaper: NewspaperArticle,
};

/** Each layout's card: a compact front of the same paper, recognisable at a glance. */
const CARD_LAYOUTS: Record<ThemeLayout, ComponentType<CardLayoutProps>> = {
  grid: HeraldCard,
  wave: WaveCard,
  metro: MetroCard,
  desk: DeskCard,
  broadsheet: BroadsheetCard,
  noir: NoirCard,
  newspaper: NewspaperCard,
};

export type { ThemeStory };
export { themeVariables };

export interface ThemeRendererProps {
  story: ThemeStory;
  /** A theme id (legacy ids are mapped); none means the story's own, else the default. */
  themeId?: string | null;
  /** 'card' (default): the compact card; 'full': the whole article page. */
  mode?: 'card' | 'full';
  /** The author's stories (the story itself may be among them), newest first or not. */
  stories?: readonly ThemeStory[];
  /** The site's related news, to fill the related column after the author's own stories. */
  related?: readonly ThemeStory[];
  /** The masthead heading; none means the story's custom heading, else the author's name. */
  heading?: string | null;
  /** Overrides the story's own advertisement switch. */
  showAdvertisement?: boolean;
  /** Overrides the story's author-section position. */
  authorSectionPosition?: string | null;
  /** What the page knows of the author beyond the story (a bio, a newer photo). */
  author?: { name?: string | null; photo?: string | null; bio?: string | null };
  /** Opens another story in place; without it, stories are links. */
  onNavigate?: (story: ThemeStory) => void;
  /**
   * The compose screen's preview: the text stays selectable, links are inert and the weather
   * is not asked for (the defaults show).
   */
  preview?: boolean;
  /** Copy protection and the canvas text; by default on in the full view, off in a preview. */
  protect?: boolean;
  /** The weather to show; given (even null), nothing is fetched. */
  weather?: Weather | null;
  /** The full article's headline level: 1 when the story is the page's subject (default 2). */
  titleLevel?: 1 | 2;
}

/**
 * A story in one of the article themes, as a card or as the full article. Each layout composes
 * the shared parts (spec 001 §2) in its own way; The Daily Herald alone protects its text.
 * Story text is always shown as text, never as markup.
 */
export function ThemeRenderer({
  story,
  themeId,
  mode = 'card',
  stories = [],
  related = [],
  heading,
  showAdvertisement,
  authorSectionPosition,
  author,
  onNavigate,
  preview = false,
  protect,
  weather,
  titleLevel = 2,
}: ThemeRendererProps) {
  const t = useT();
  const requested = themeId === undefined || themeId === null ? storyThemeId(story) : themeId;
  const theme = getTheme(requested);
  if (!theme) {
    return (
      <p className="vx-themes-unknown" role="status">
        {t('theme.unknown')}
      </p>
    );
  }

  const writer: AuthorInfo = {
    id: story.authorId?.trim() ?? '',
    name: author?.name?.trim() || authorName(story) || t('author.staffReporter'),
    photo: author?.photo || story.authorPhoto || null,
    bio: author?.bio ?? null,
  };
  const masthead = heading?.trim() || story.customHeading?.trim() || writer.name;
  const Article = ARTICLE_LAYOUTS[theme.layout];
  const Card = CARD_LAYOUTS[theme.layout];
  const className = `vx-themes-vars vx-herald vx-herald--${mode} vx-herald--${theme.layout}${preview ? ' vx-herald--preview' : ''}`;

  return (
    <HeraldProvider onNavigate={onNavigate} preview={preview}>
      {mode === 'full' ? (
        <Article
          story={story}
          theme={theme}
          stories={stories}
          related={related}
          heading={masthead}
          author={writer}
          position={authorPosition(
            authorSectionPosition ?? story.authorSectionPosition,
            theme.defaultAuthorSection,
          )}
          showAdvertisement={showAdvertisement ?? story.showAdvertisement === true}
          protect={protect ?? (!preview && theme.layout === 'grid')}
          weather={preview && weather === undefined ? null : weather}
          titleLevel={titleLevel}
          style={themeVariables(theme)}
          className={className}
        />
      ) : (
        <Card
          story={story}
          theme={theme}
          heading={masthead}
          authorName={writer.name}
          style={themeVariables(theme)}
          className={className}
        />
      )}
    </HeraldProvider>
  );
}
