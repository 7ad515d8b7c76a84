import type { ReactNode } from 'react';
import { Spinner } from '@voices/ui';
import { useT } from '../../i18n';
import './articles.css';

// The frame of the related list and its waiting and empty states, apart from the list itself:
// a card shows them while the list's code arrives, and if it cannot.

export function RelatedNewsFrame({ id, children }: { id?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="vx-feed-related" id={id} aria-label={t('related.label')}>
      {children}
    </section>
  );
}

export function RelatedNewsLoading() {
  const t = useT();
  return <Spinner size="sm" label={t('related.loading')} showLabel inline />;
}

export function RelatedNewsEmpty() {
  const t = useT();
  return <p className="vx-feed-related-empty">{t('related.empty')}</p>;
}
