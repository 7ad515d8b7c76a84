import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import EditProfilePage from '../edit-profile-page';
import FollowButton from '../follow-button';
import NotificationsPage from '../notifications-page';
import OwnProfilePage from '../own-profile-page';
import ProfilePage from '../profile-page';
import SavedPage from '../saved-page';

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: string][] = [
  ['./own-profile-page', OwnProfilePage, '/profile/me', '/profile/me', 'Your profile'],
  ['./profile-page', ProfilePage, '/profile/:id', '/profile/64f1a2b3c4d5e6f708192a3b', 'Profile'],
  ['./edit-profile-page', EditProfilePage, '/edit-profile', '/edit-profile', 'Edit Profile'],
  ['./notifications-page', NotificationsPage, '/notifications', '/notifications', 'Notifications'],
  ['./saved-page', SavedPage, '/saved', '/saved', 'Saved News'],
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
    expect(document.title).toBe(`${title} · Voices`);
  });
});

it('./profile-page says when the profile address is not valid', () => {
  render(
    <MemoryRouter initialEntries={['/profile/not-an-id']}>
      <Routes>
        <Route path="/profile/:id" element={<ProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('User not found.')).toBeInTheDocument();
});

it('./follow-button renders inside a router', () => {
  const { container } = render(
    <MemoryRouter>
      <FollowButton targetUserId="64f1a2b3c4d5e6f708192a3b" />
    </MemoryRouter>,
  );

  expect(container).toBeEmptyDOMElement();
});
