import { useId } from 'react';
import { formatRelativeTime, type Draft } from '@voices/platform';

export interface DraftPromptProps {
  draft: Draft;
  onResume: () => void;
  onDiscard: () => void;
}

/** 'Resume your draft': a kept draft is offered, never applied unasked. */
export function DraftPrompt({ draft, onResume, onDiscard }: DraftPromptProps) {
  const titleId = useId();
  const title = draft.fields.title?.trim();
  return (
    <section className="vx-alert vx-compose-draft" aria-labelledby={titleId}>
      <h3 id={titleId} className="vx-compose-draft-title">
        Resume your draft
      </h3>
      <p className="vx-muted">
        {title ? <>&ldquo;{title}&rdquo;, </> : 'Untitled, '}
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
