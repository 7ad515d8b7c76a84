import { useState } from 'react';
import { categoryLabel, useRemoteComponent } from '@voices/platform';
import { ErrorBoundary, Modal } from '@voices/ui';
import { useT } from '../../../i18n';

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
  const t = useT();
  return (
    <article className="vx-compose-plain-preview">
      <p className="vx-compose-plain-kicker">{categoryLabel(story.category)}</p>
      <h3>{story.title || t('preview.titlePlaceholder')}</h3>
      <p>{story.content || t('preview.contentPlaceholder')}</p>
      {story.media.length > 0 && (
        <p className="vx-compose-plain-kicker">
          {t('preview.images', { count: story.media.length })}
        </p>
      )}
    </article>
  );
}

/** The story drawn by the themes remote's renderer, as readers will see it. */
export function ThemePreview(props: ThemePreviewProps) {
  const { Component: Renderer, error } = useRemoteComponent('mfe_portal_themes/theme-renderer');
  const t = useT();

  if (error) return <PlainPreview story={props.story} />;
  if (!Renderer) return <p className="vx-compose-muted">{t('preview.loading')}</p>;

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
  const t = useT();
  return (
    <>
      <aside className="vx-compose-preview" aria-label={t('preview.label')}>
        <div className="vx-compose-preview-head">
          <h2 className="vx-compose-preview-title">{t('preview.label')}</h2>
          <button
            type="button"
            className="vx-btn vx-btn-ghost vx-btn-sm"
            onClick={() => setFull(true)}
          >
            {t('preview.viewFull')}
          </button>
        </div>
        <div className="vx-compose-preview-frame">
          <ThemePreview {...props} mode="card" />
        </div>
      </aside>
      <Modal open={full} title={t('preview.full')} size="xl" onClose={() => setFull(false)}>
        {full && <ThemePreview {...props} mode="full" />}
      </Modal>
    </>
  );
}
