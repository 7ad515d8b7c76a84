import { useState, type CSSProperties } from 'react';
import { resolveImagePath } from '@voices/platform';
import { getTheme, type Theme } from '../theme-registry';
import './theme-renderer.css';

export type StoryMedia = string | { url?: string; path?: string };

export interface ThemeStory {
  title: string;
  content: string;
  category?: string;
  author?: string;
  media?: StoryMedia[];
}

export interface ThemeRendererProps {
  story: ThemeStory;
  /** A theme id; legacy ids are mapped, none means the default theme. */
  themeId?: string | null;
}

/** The theme's colours and type as CSS variables, so one stylesheet draws every theme. */
export function themeVariables(theme: Theme): CSSProperties {
  return {
    '--vx-themes-bg': theme.colors.background,
    '--vx-themes-surface': theme.colors.surface,
    '--vx-themes-text': theme.colors.text,
    '--vx-themes-accent': theme.colors.accent,
    '--vx-themes-muted': theme.colors.muted,
    '--vx-themes-headline': theme.typography.headline,
    '--vx-themes-body': theme.typography.body,
  } as CSSProperties;
}

function firstImage(media: StoryMedia[] | undefined): string | undefined {
  for (const item of media ?? []) {
    const path = typeof item === 'string' ? item : (item.url ?? item.path);
    if (path && !/\.mp4($|\?)/i.test(path)) return path;
  }
  return undefined;
}

function StoryImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return <img className="vx-themes-story-image" src={src} alt="" onError={() => setFailed(true)} />;
}

/** A story as a card in one of the article themes. Text is shown as text, never as markup. */
export function ThemeRenderer({ story, themeId }: ThemeRendererProps) {
  const theme = getTheme(themeId);
  if (!theme) {
    return (
      <p className="vx-themes-unknown" role="status">
        This theme is not recognized.
      </p>
    );
  }

  const image = firstImage(story.media);

  return (
    <article
      className={`vx-themes-story vx-themes-story--${theme.layout}`}
      data-theme={theme.id}
      style={themeVariables(theme)}
    >
      {story.category && <p className="vx-themes-story-category">{story.category}</p>}
      {image && <StoryImage key={image} src={resolveImagePath(image)} />}
      <div className="vx-themes-story-body">
        <h3 className="vx-themes-story-title">{story.title || 'No Title'}</h3>
        <p className="vx-themes-story-byline">By {story.author || 'Staff Reporter'}</p>
        <p className="vx-themes-story-content">{story.content}</p>
      </div>
    </article>
  );
}
