import { loadRemoteModule, type ThemeRendererProps } from '@voices/platform';
import { useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '@voices/ui';

export interface PreviewStory {
  title: string;
  content: string;
  category: string;
  language: string;
  author: string;
  authorId: string | null;
  authorPhoto?: string | null;
  media: string[];
  createdAt: string | null;
}

export interface ThemePreviewProps {
  story: PreviewStory;
  themeId: string;
  mode: 'card' | 'full';
  heading: string;
  showAdvertisement: boolean;
  authorSectionPosition: string;
}

type Renderer = ComponentType<ThemeRendererProps>;

let cached: Promise<Renderer | null> | null = null;

function loadRenderer(): Promise<Renderer | null> {
  cached ??= loadRemoteModule('mfe_portal_themes/theme-renderer').then(
    (remote) => {
      const component = remote?.ThemeRenderer ?? remote?.default;
      return typeof component === 'function' || typeof component === 'object'
        ? (component as Renderer)
        : null;
    },
    () => null,
  );
  // A failed load may be tried again later.
  cached.then((component) => {
    if (!component) cached = null;
  });
  return cached;
}

/** The story as text, when the theme renderer cannot be shown. */
function PlainPreview({ story }: { story: PreviewStory }) {
  return (
    <article className="vx-compose-plain-preview">
      <p className="vx-compose-plain-kicker">{story.category}</p>
      <h3>{story.title || 'Your title appears here'}</h3>
      <p>{story.content || 'Your story appears here as you write it.'}</p>
      {story.media.length > 0 && (
        <p className="vx-compose-plain-kicker">
          {story.media.length} {story.media.length === 1 ? 'image' : 'images'}
        </p>
      )}
    </article>
  );
}

/** The story drawn by the themes remote's renderer, as readers will see it. */
export function ThemePreview(props: ThemePreviewProps) {
  const [Renderer, setRenderer] = useState<Renderer | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    loadRenderer().then((component) => live && setRenderer(() => component));
    return () => {
      live = false;
    };
  }, []);

  if (Renderer === undefined) {
    return <p className="vx-compose-muted">Loading preview…</p>;
  }
  if (Renderer === null) return <PlainPreview story={props.story} />;

  return (
    <ErrorBoundary
      resetKeys={[props.themeId, props.mode]}
      fallback={() => <PlainPreview story={props.story} />}
    >
      <Renderer
        story={{ ...props.story, type: 'story', selectedTemplate: props.themeId }}
        themeId={props.themeId}
        mode={props.mode}
        preview
        heading={props.heading || null}
        showAdvertisement={props.showAdvertisement}
        authorSectionPosition={props.authorSectionPosition}
      />
    </ErrorBoundary>
  );
}
