import type { ReactElement } from 'react';
import { AuthorPage } from './pages/author-page';
import { ContributedListPage } from './pages/contributed-list-page';
import { HomePage } from './pages/home-page';
import { NewsDetailPage } from './pages/news-detail-page';
import { NewsListPage } from './pages/news-list-page';
import { UserDashboardPage } from './pages/user-dashboard-page';
import { UserSearchPage } from './pages/user-search-page';

export const SECTION_NAME = 'News feed';

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

export const SECTION_LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/news', label: 'News' },
  { to: '/user', label: 'Dashboard' },
  { to: '/user/search?q=Voices', label: 'Author search' },
];
