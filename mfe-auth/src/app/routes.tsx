import type { ReactElement } from 'react';
import { LoginPage } from './pages/login-page';
import { RegisterPage } from './pages/register-page';

export const SECTION_NAME = 'Sign in';

export const STANDALONE_ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
];

export const SECTION_LINKS = [
  { to: '/login', label: 'Sign in' },
  { to: '/register', label: 'Create your account' },
];
