import type { ReactElement } from 'react';
import { NotificationsPage } from './pages/notifications-page';
import { EditProfilePage } from './pages/edit-profile-page';
import { OwnProfilePage } from './pages/own-profile-page';
import { ProfilePage } from './pages/profile-page';
import { ModerationPage } from './pages/moderation-page';
import { SavedPage } from './pages/saved-page';

export const SECTION_NAME = 'Profile';

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/profile', element: <OwnProfilePage /> },
  { path: '/profile/me', element: <OwnProfilePage /> },
  { path: '/profile/:id', element: <ProfilePage /> },
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/saved', element: <SavedPage /> },
  { path: '/moderation', element: <ModerationPage /> },
];

export const SECTION_LINKS = [
  { to: '/profile/me', label: 'Your profile' },
  { to: '/notifications', label: 'Notifications' },
  { to: '/saved', label: 'Saved News' },
  { to: '/edit-profile', label: 'Edit Profile' },
];
