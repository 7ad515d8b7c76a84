import { useId } from 'react';
import { formatRelativeTime, type Draft } from '@voices/platform';

export interface DraftPromptProps {
  draft: Draft;
  /** Images kept with it in this browser. */
  images?: number;
  onResume: () => void;
  onDiscard: () => void;
}

/** 'Resume your draft': a kept draft is offered, never applied unasked. */
export function DraftPrompt({ draft, images = 0, onResume, onDiscard }: DraftPromptProps) {
  const titleId = useId();
  const title = draft.fields.title?.trim();
  return (
    <section className="vx-alert vx-compose-draft" aria-labelledby={titleId}>
      <h3 id={titleId} className="vx-compose-draft-title">
        Resume your draft
      </h3>
      <p className="vx-muted">
        {title ? <>&ldquo;{title}&rdquo;, </> : 'Untitled, '}
        {images > 0 && `with ${images} ${images === 1 ? 'image' : 'images'}, `}
        saved {formatRelativeTime(draft.updatedAt)}
      </p>
      <div className="vx-compose-actions">
        <button type="button" className="vx-btn vx-btn-primary vx-btn-sm" onClick={onResume}>
          Resume
        </button>
        <button type="button" className="vx-btn vx-btn-ghost vx-btn-sm" onClick={onDiscard}>
          Discard
        </button>
      </div>
    </section>
  );
}
