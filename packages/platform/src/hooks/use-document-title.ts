import { useEffect } from 'react';

/** The tab's title: 'Title · Voices', or 'Voices' for none. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Voices` : 'Voices';
  }, [title]);
}
