import type { ReactElement } from 'react';
import { AuthorPage } from '../features/authors/components/author-page';
import { UserSearchPage } from '../features/authors/components/user-search-page';
import { UserDashboardPage } from '../features/dashboard/components/user-dashboard-page';
import { ContributedListPage } from '../features/feed/components/contributed-list-page';
import { HomePage } from '../features/feed/components/home-page';
import { NewsDetailPage } from '../features/feed/components/news-detail-page';
import { NewsListPage } from '../features/feed/components/news-list-page';

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
