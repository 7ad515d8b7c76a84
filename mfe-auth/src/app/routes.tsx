import type { ReactElement } from 'react';
import { t } from '../i18n';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';

/** The section's name in the standalone frame, in the interface language. */
export const sectionName = () => t('section.name');

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
];

export const sectionLinks = () => [
  { to: '/login', label: t('section.login') },
  { to: '/register', label: t('section.register') },
];
