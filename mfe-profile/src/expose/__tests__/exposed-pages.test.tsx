import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import EditProfilePage from '../edit-profile-page';
import FollowButton from '../follow-button';
import NotificationsPage from '../notifications-page';
import OwnProfilePage from '../own-profile-page';
import ProfilePage from '../profile-page';
import SavedPage from '../saved-page';
import { mockApi } from '../../testing/mock-api';
import { ME, ROUTER_FUTURE, resetStores, signIn } from '../../testing/render';

jest.mock('@voices/platform', () =>
  jest
    .requireActual<typeof import('../../testing/fake-realtime')>('../../testing/fake-realtime')
    .fakePlatform(),
);

const OTHER = {
  ...ME,
  _id: '64f1a2b3c4d5e6f708192a3b',
  id: '64f1a2b3c4d5e6f708192a3b',
  name: 'Meera Iyer',
  email: undefined,
};

function profile(user: typeof ME | typeof OTHER) {
  return {
    success: true,
    user: { ...user, followersCount: 0, followingCount: 0, articlesCount: 0 },
    news: [],
  };
}

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: string][] = [
  ['./own-profile-page', OwnProfilePage, '/profile/me', '/profile/me', ME.name],
  ['./profile-page', ProfilePage, '/profile/:id', `/profile/${OTHER.id}`, OTHER.name],
  ['./edit-profile-page', EditProfilePage, '/edit-profile', '/edit-profile', 'Edit Profile'],
  ['./notifications-page', NotificationsPage, '/notifications', '/notifications', 'Notifications'],
  ['./saved-page', SavedPage, '/saved', '/saved', 'Saved News'],
];

beforeEach(() => {
  resetStores();
  signIn();
  mockApi({
    [`GET user/${ME.id}`]: profile(ME),
    [`GET user/${OTHER.id}`]: profile(OTHER),
    'GET notifications': [],
  });
});
afterEach(() => jest.restoreAllMocks());

function renderAt(path: string, url: string, Page: ComponentType) {
  render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its page inside a router, as its default export', async () => {
    renderAt(path, url, Page);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Voices`);
  });
});

it('./profile-page says when the profile address is not valid', () => {
  renderAt('/profile/:id', '/profile/not-an-id', ProfilePage);

  expect(screen.getByRole('heading', { level: 1, name: 'User not found.' })).toBeInTheDocument();
});

it('./follow-button renders nothing for oneself', () => {
  const { container } = render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <FollowButton targetUserId={ME.id} />
    </MemoryRouter>,
  );

  expect(container).toBeEmptyDOMElement();
});

it('./follow-button offers to follow someone else', () => {
  render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <FollowButton targetUserId={OTHER.id} />
    </MemoryRouter>,
  );

  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
});
