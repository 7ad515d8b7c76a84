import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AuthorPage from '../author-page';
import ContributedListPage from '../contributed-list-page';
import HomePage from '../home-page';
import NewsDetailPage from '../news-detail-page';
import NewsListPage from '../news-list-page';
import UserDashboardPage from '../user-dashboard-page';
import UserSearchPage from '../user-search-page';

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: string][] = [
  ['./home-page', HomePage, '/home', '/home', 'Home'],
  ['./home-page on /unified', HomePage, '/unified', '/unified', 'Home'],
  ['./news-list-page', NewsListPage, '/news', '/news', 'News'],
  ['./news-detail-page', NewsDetailPage, '/news/:id', '/news/64f1a2b3c4d5e6f708192a3b', 'Article'],
  ['./user-dashboard-page', UserDashboardPage, '/user', '/user', 'Your dashboard'],
  ['./user-search-page', UserSearchPage, '/user/search', '/user/search?q=Asha', 'Find an author'],
  ['./author-page', AuthorPage, '/user/:authorId', '/user/64f1a2b3c4d5e6f708192a3c', 'Author'],
  [
    './contributed-list-page',
    ContributedListPage,
    '/contributed-newslist/:id',
    '/contributed-newslist/64f1a2b3c4d5e6f708192a3d',
    'Contributed News',
  ],
];

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its section inside a router', () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (url !== '/home') {
      expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    } else {
      expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    }
    expect(document.title).toBe(`${title} · Voices`);
  });
});

it('shows the route params a page received', () => {
  render(
    <MemoryRouter initialEntries={['/news/64f1a2b3c4d5e6f708192a3b']}>
      <Routes>
        <Route path="/news/:id" element={<NewsDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('64f1a2b3c4d5e6f708192a3b')).toBeInTheDocument();
});
