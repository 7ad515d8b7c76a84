import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '@voices/platform';
import { onApi, pending, resetApi } from '@voices/platform/testing';
import { renderAt } from '../../testing/render';
import AuthorPage from '../author-page';
import ContributedListPage from '../contributed-list-page';
import HomePage from '../home-page';
import NewsDetailPage from '../news-detail-page';
import NewsListPage from '../news-list-page';
import UserDashboardPage from '../user-dashboard-page';
import UserSearchPage from '../user-search-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('not in this test'))),
  registerRemotes: jest.fn(),
}));

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
}));

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: RegExp][] = [
  ['./home-page', HomePage, '/home', '/home', /^Front Page$/],
  ['./home-page on /unified', HomePage, '/unified', '/unified?tab=sports', /^Sports News$/],
  ['./news-list-page', NewsListPage, '/news', '/news', /^Latest News$/],
  [
    './news-detail-page',
    NewsDetailPage,
    '/news/:id',
    '/news/64f1a2b3c4d5e6f708192a3b',
    /^Rain returns$/,
  ],
  ['./user-dashboard-page', UserDashboardPage, '/user', '/user', /^Welcome back, Asha$/],
  [
    './user-search-page',
    UserSearchPage,
    '/user/search',
    '/user/search?q=Asha',
    /^Stories by Asha$/,
  ],
  ['./author-page', AuthorPage, '/user/:authorId', '/user/64f1a2b3c4d5e6f708192a3c', /^Meera$/],
  [
    './contributed-list-page',
    ContributedListPage,
    '/contributed-newslist/:id',
    '/contributed-newslist/64f1a2b3c4d5e6f708192a3d',
    /^Contributed News$/,
  ],
];

beforeEach(() => {
  resetApi();
  act(() =>
    sessionStore.setState({
      user: { id: '64f1a2b3c4d5e6f708192a01', name: 'Asha', followers: [], following: [] },
      token: 'token',
    }),
  );
  onApi('GET', /.*/, () => pending());
  onApi('POST', /.*/, () => pending());
  onApi('GET', 'news/64f1a2b3c4d5e6f708192a3b', () => ({
    success: true,
    news: {
      _id: '64f1a2b3c4d5e6f708192a3b',
      type: 'story',
      title: 'Rain returns',
      content: 'It rained.',
      authorId: '64f1a2b3c4d5e6f708192a3c',
      author: 'Meera',
    },
  }));
  onApi('GET', 'user/64f1a2b3c4d5e6f708192a3c', () => ({
    user: { _id: '64f1a2b3c4d5e6f708192a3c', name: 'Meera', followers: [], following: [] },
    news: [],
  }));
});

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its page inside a router, with Back to Home off /home', async () => {
    renderAt(<Page />, url, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (url !== '/home') {
      expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/home');
    } else {
      expect(screen.queryByRole('link', { name: /Back to Home/ })).not.toBeInTheDocument();
    }
    expect(document.title).toMatch(/ · Voices$/);
  });
});
