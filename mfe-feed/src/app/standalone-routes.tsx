import type { ReactElement } from 'react';
import { AuthorPage } from './routes/author-page';
import { ContributedListPage } from './routes/contributed-list-page';
import { HomePage } from './routes/home-page';
import { NewsDetailPage } from './routes/news-detail-page';
import { NewsListPage } from './routes/news-list-page';
import { UserDashboardPage } from './routes/user-dashboard-page';
import { UserSearchPage } from './routes/user-search-page';

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
