// The jest setup of the test kit (`createJestConfig(dir, { testKit: true })`): the request
// handlers on, and failing on any request they do not know; fixtures, stores and the fake
// socket fresh for every test; no stray console output.
import '@testing-library/jest-dom';
import { configurePlatform } from '../config';
import { sessionStore } from '../session-store';
import { themeStore } from '../theme-store';
import { unreadStore } from '../unread-store';
import { installConsoleGuard } from './console';
import { resetDb } from './db';
import { installFormData } from './form-data';
import { realtime } from './realtime';
import { server } from './server';

const inBrowser = typeof window !== 'undefined';

// Node's fetch, which the test environment provides, takes absolute addresses only.
if (inBrowser) configurePlatform({ apiBase: `${window.location.origin}/api` });

installConsoleGuard();
installFormData();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  resetDb();
  realtime.install();
  if (!inBrowser) return;
  window.localStorage.clear();
  sessionStore.getState().logout();
  themeStore.setState({ theme: 'light' });
  unreadStore.getState().setUnreadCount(0);
  document.documentElement.classList.remove('dark');
});

afterEach(() => {
  server.resetHandlers();
  realtime.reset();
});

afterAll(() => server.close());
