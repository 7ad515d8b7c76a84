import type { ReactElement } from 'react';
import { categoryLabel } from '@voices/platform';
import { t } from '../i18n';
import { AuthorPage } from './pages/author-page';
import { ContributedListPage } from './pages/contributed-list-page';
import { HomePage } from './pages/home-page';
import { NewsDetailPage } from './pages/news-detail-page';
import { NewsListPage } from './pages/news-list-page';
import { UserDashboardPage } from './pages/user-dashboard-page';
import { UserSearchPage } from './pages/user-search-page';

/** The section's name in the standalone frame, in the interface language. */
export const sectionName = () => t('section.name');

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/unified', element: <HomePage /> },
  { path: '/news', element: <NewsListPage /> },
  { path: '/news/:id', element: <NewsDetailPage /> },
  { path: '/user', element: <UserDashboardPage /> },
  { path: '/user/search', element: <UserSearchPage /> },
  { path: '/user/:authorId', element: <AuthorPage /> },
  { path: '/contributed-newslist/:id', element: <ContributedListPage /> },
];

/** The standalone frame's links, in the interface language. */
export const sectionLinks = () => [
  { to: '/home', label: categoryLabel('home') },
  { to: '/news', label: t('section.news') },
  { to: '/user', label: t('section.dashboard') },
  { to: '/user/search?q=Voices', label: t('section.authorSearch') },
];
