import { useState } from 'react';
import { useRemoteComponent } from '@voices/platform';
import { ErrorBoundary, Modal } from '@voices/ui';

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
  const { Component: Renderer, error } = useRemoteComponent('mfe_portal_themes/theme-renderer');

  if (error) return <PlainPreview story={props.story} />;
  if (!Renderer) return <p className="vx-compose-muted">Loading preview…</p>;

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

/**
 * The form's Live Preview: the story as a card in its theme beside the form, and the whole
 * article in a dialog on 'View Full Preview'.
 */
export function LivePreview(props: Omit<ThemePreviewProps, 'mode'>) {
  const [full, setFull] = useState(false);
  return (
    <>
      <aside className="vx-compose-preview" aria-label="Live Preview">
        <div className="vx-compose-preview-head">
          <h2 className="vx-compose-preview-title">Live Preview</h2>
          <button
            type="button"
            className="vx-btn vx-btn-ghost vx-btn-sm"
            onClick={() => setFull(true)}
          >
            View Full Preview
          </button>
        </div>
        <div className="vx-compose-preview-frame">
          <ThemePreview {...props} mode="card" />
        </div>
      </aside>
      <Modal open={full} title="Full Preview" size="xl" onClose={() => setFull(false)}>
        {full && <ThemePreview {...props} mode="full" />}
      </Modal>
    </>
  );
}
