import { useState, type ReactElement } from 'react';
import { ComposePage } from './pages/compose-page';
import { EditNewsPage } from './pages/edit-news-page';
import { PickThemePage } from './pages/pick-theme-page';
import { ShareNewsModal } from '../features/compose/components/share-news-modal';
import { SectionPage } from '@voices/ui/standalone';
import { t as translate, useT } from '../i18n';

/** The section's name in the standalone frame, in the interface language. */
export const sectionName = () => translate('section.name');

/** The feed opens the dialog on /home; alone, this page opens it so it can be tried. */
function ShareNewsModalPreview() {
  const [open, setOpen] = useState(true);
  const t = useT();
  return (
    <SectionPage
      kicker={t('section.kicker')}
      title={t('section.share')}
      description={t('section.shareDescription')}
    >
      <button type="button" className="vx-btn vx-btn-primary" onClick={() => setOpen(true)}>
        {t('section.openDialog')}
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

export const sectionLinks = () => [
  { to: '/contribute', label: translate('section.pickTheme') },
  { to: '/contribute/modern-grid', label: translate('section.compose') },
  { to: '/share', label: translate('section.share') },
];
