import type { ReactElement } from 'react';
import { ContributedNewsPage } from './pages/contributed-news-page';
import { PortalPage } from './pages/portal-page';
import { ThemeTestPage } from './pages/theme-test-page';

export const SECTION_NAME = 'Portals and themes';

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/theme-test', element: <ThemeTestPage /> },
  { path: '/portal/:authorId/:themeId', element: <PortalPage /> },
  { path: '/contribute/news/:id', element: <ContributedNewsPage /> },
];

export const SECTION_LINKS = [
  { to: '/theme-test', label: 'Theme Test' },
  { to: '/portal/64f000000000000000000001/noir', label: 'Author Portal' },
  {
    to: '/contribute/news/64f000000000000000000002?id=64f000000000000000000002',
    label: 'Contributed Story',
  },
];
