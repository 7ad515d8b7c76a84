import { useId } from 'react';
import { formatRelativeTime } from '@voices/platform';
import { type Draft } from '@voices/platform/api';
import { useT, type ComposeMessageKey } from '../../../i18n';

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
  const t = useT();
  const title = draft.fields.title?.trim();
  const key: ComposeMessageKey = title
    ? images > 0
      ? 'draft.savedWithImages'
      : 'draft.saved'
    : images > 0
      ? 'draft.untitledWithImages'
      : 'draft.untitled';
  const summary = t(key, {
    title: title ?? '',
    count: images,
    when: formatRelativeTime(draft.updatedAt),
  });
  return (
    <section className="vx-alert vx-compose-draft" aria-labelledby={titleId}>
      <h3 id={titleId} className="vx-compose-draft-title">
        {t('draft.title')}
      </h3>
      <p className="vx-muted">{summary}</p>
      <div className="vx-compose-actions">
        <button type="button" className="vx-btn vx-btn-primary vx-btn-sm" onClick={onResume}>
          {t('draft.resume')}
        </button>
        <button type="button" className="vx-btn vx-btn-ghost vx-btn-sm" onClick={onDiscard}>
          {t('draft.discard')}
        </button>
      </div>
    </section>
  );
}
