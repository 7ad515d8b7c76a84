import type { ReactElement } from 'react';
import { t } from '../i18n';
import { NotificationsPage } from './pages/notifications-page';
import { EditProfilePage } from './pages/edit-profile-page';
import { OwnProfilePage } from './pages/own-profile-page';
import { ProfilePage } from './pages/profile-page';
import { ModerationPage } from './pages/moderation-page';
import { SavedPage } from './pages/saved-page';

/** The section's name in the standalone bar, in the interface language. */
export function sectionName(): string {
  return t('section.name');
}

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/profile', element: <OwnProfilePage /> },
  { path: '/profile/me', element: <OwnProfilePage /> },
  { path: '/profile/:id', element: <ProfilePage /> },
  { path: '/edit-profile', element: <EditProfilePage /> },
  { path: '/notifications', element: <NotificationsPage /> },
  { path: '/saved', element: <SavedPage /> },
  { path: '/moderation', element: <ModerationPage /> },
];

/** The standalone bar's links, in the interface language. */
export function sectionLinks(): { to: string; label: string }[] {
  return [
    { to: '/profile/me', label: t('section.yourProfile') },
    { to: '/notifications', label: t('notifications.title') },
    { to: '/saved', label: t('saved.title') },
    { to: '/edit-profile', label: t('edit.title') },
  ];
}
