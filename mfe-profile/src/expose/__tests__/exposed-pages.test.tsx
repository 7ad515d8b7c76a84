import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createUser, renderWithProviders, type StoredUser } from '@voices/platform/testing';
import EditProfilePage from '../edit-profile-page';
import FollowButton from '../follow-button';
import NotificationsPage from '../notifications-page';
import OwnProfilePage from '../own-profile-page';
import ProfilePage from '../profile-page';
import SavedPage from '../saved-page';

let me: StoredUser;
let other: StoredUser;

beforeEach(() => {
  me = createUser({ name: 'Asha Rao' });
  other = createUser({ name: 'Meera Iyer' });
});

const PAGES: [
  name: string,
  Page: ComponentType,
  path: string,
  url: () => string,
  title: () => string,
][] = [
  ['./own-profile-page', OwnProfilePage, '/profile/me', () => '/profile/me', () => me.name],
  ['./profile-page', ProfilePage, '/profile/:id', () => `/profile/${other.id}`, () => other.name],
  [
    './edit-profile-page',
    EditProfilePage,
    '/edit-profile',
    () => '/edit-profile',
    () => 'Edit Profile',
  ],
  [
    './notifications-page',
    NotificationsPage,
    '/notifications',
    () => '/notifications',
    () => 'Notifications',
  ],
  ['./saved-page', SavedPage, '/saved', () => '/saved', () => 'Saved News'],
];

function renderAt(path: string, url: string, Page: ComponentType) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<Page />} />
    </Routes>,
    { route: url, user: me },
  );
}

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its page inside a router, as its default export', async () => {
    const { client } = renderAt(path, url(), Page);

    expect(await screen.findByRole('heading', { level: 1, name: title() })).toBeInTheDocument();
    expect(document.title).toBe(`${title()} · Voices`);
    // Whatever the page asked for has been answered before the test ends.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });
});

it('./profile-page says when the profile address is not valid, asking nothing', () => {
  renderAt('/profile/:id', '/profile/not-an-id', ProfilePage);

  expect(screen.getByRole('heading', { level: 1, name: 'User not found.' })).toBeInTheDocument();
});

it('./follow-button renders nothing for oneself', () => {
  const { container } = renderWithProviders(<FollowButton targetUserId={me.id} />, { user: me });

  expect(container.querySelector('button')).toBeNull();
});

it('./follow-button offers to follow someone else', () => {
  renderWithProviders(<FollowButton targetUserId={other.id} />, { user: me });

  expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
});
