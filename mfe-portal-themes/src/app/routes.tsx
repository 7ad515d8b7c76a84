import type { ReactElement } from 'react';
import { t } from '../i18n';
import { ContributedNewsPage } from './pages/contributed-news-page';
import { PortalPage } from './pages/portal-page';
import { ThemeTestPage } from './pages/theme-test-page';

/** The section's name in the standalone frame, in the interface language. */
export const sectionName = () => t('section.name');

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/theme-test', element: <ThemeTestPage /> },
  { path: '/portal/:authorId/:themeId', element: <PortalPage /> },
  { path: '/contribute/news/:id', element: <ContributedNewsPage /> },
];

/** The standalone frame's links, their labels in the interface language. */
export const sectionLinks = () => [
  { to: '/theme-test', label: t('test.title') },
  { to: '/portal/64f000000000000000000001/noir', label: t('portal.title') },
  {
    to: '/contribute/news/64f000000000000000000002?id=64f000000000000000000002',
    label: t('section.contributedStory'),
  },
];
