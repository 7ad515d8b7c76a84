import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import {
  createArticle,
  createStory,
  createUser,
  renderWithProviders,
  type StoredUser,
} from '@voices/platform/testing';
import AuthorPage from '../author-page';
import ContributedListPage from '../contributed-list-page';
import HomePage from '../home-page';
import NewsDetailPage from '../news-detail-page';
import NewsListPage from '../news-list-page';
import UserDashboardPage from '../user-dashboard-page';
import UserSearchPage from '../user-search-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

let asha: StoredUser;
const ids: Record<string, string> = {};

beforeEach(() => {
  asha = createUser({ name: 'Asha' });
  const meera = createUser({ name: 'Meera' });
  ids.meera = meera.id;
  ids.story = createStory(meera, { title: 'Rain returns' }).id;
  ids.contributor = createUser({ name: 'Ravi' }).id;
  createArticle({ title: 'Harbour bridge reopens' });
});

const PAGES: [name: string, Page: ComponentType, path: string, url: () => string, title: RegExp][] =
  [
    ['./home-page', HomePage, '/home', () => '/home', /^Front Page$/],
    ['./home-page on /unified', HomePage, '/unified', () => '/unified?tab=sports', /^Sports News$/],
    ['./news-list-page', NewsListPage, '/news', () => '/news', /^Latest News$/],
    [
      './news-detail-page',
      NewsDetailPage,
      '/news/:id',
      () => `/news/${ids.story}`,
      /^Rain returns$/,
    ],
    ['./user-dashboard-page', UserDashboardPage, '/user', () => '/user', /^Welcome back, Asha$/],
    [
      './user-search-page',
      UserSearchPage,
      '/user/search',
      () => '/user/search?q=Asha',
      /^Stories by Asha$/,
    ],
    ['./author-page', AuthorPage, '/user/:authorId', () => `/user/${ids.meera}`, /^Meera$/],
    [
      './contributed-list-page',
      ContributedListPage,
      '/contributed-newslist/:id',
      () => `/contributed-newslist/${ids.contributor}`,
      /^Contributed News$/,
    ],
  ];

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its page inside a router, with Back to Home off /home', async () => {
    const route = url();
    renderWithProviders(<Page />, { route, path, user: asha });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (route !== '/home') {
      expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/home');
    } else {
      expect(screen.queryByRole('link', { name: /Back to Home/ })).not.toBeInTheDocument();
    }
    expect(document.title).toMatch(/ · Voices$/);
  });
});
