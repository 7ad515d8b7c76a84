import { useState, type ReactElement } from 'react';
import { ComposePage } from './pages/compose-page';
import { EditNewsPage } from './pages/edit-news-page';
import { PickThemePage } from './pages/pick-theme-page';
import { ShareNewsModal } from '../features/compose/components/share-news-modal';
import { SectionPage } from '@voices/ui';

export const SECTION_NAME = 'Compose';

/** The feed opens the dialog on /home; alone, this page opens it so it can be tried. */
function ShareNewsModalPreview() {
  const [open, setOpen] = useState(true);
  return (
    <SectionPage
      kicker="Publishing"
      title="Share Your News"
      description="The dialog readers open from the home feed to share a story."
    >
      <button type="button" className="vx-btn vx-btn-primary" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <ShareNewsModal open={open} onClose={() => setOpen(false)} />
    </SectionPage>
  );
}

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/contribute', element: <PickThemePage /> },
  { path: '/contribute/edit/:id', element: <EditNewsPage /> },
  { path: '/contribute/:templateId', element: <ComposePage /> },
  { path: '/share', element: <ShareNewsModalPreview /> },
];

export const SECTION_LINKS = [
  { to: '/contribute', label: 'Pick a Theme' },
  { to: '/contribute/modern-grid', label: 'Compose' },
  { to: '/share', label: 'Share Your News' },
];
