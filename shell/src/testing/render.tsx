import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore, themeStore } from '@voices/platform';

/** Shows the router's current location, so tests can assert where a navigation went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderAt(ui: ReactElement, path = '/'): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const TEST_USER = {
  id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Asha Rao',
  email: 'asha@example.com',
  followers: [],
  following: [],
};

export function signIn(user: Record<string, unknown> = TEST_USER) {
  sessionStore.getState().login(user, 'test-token');
}

export function resetStores() {
  sessionStore.getState().logout();
  window.localStorage.clear();
  themeStore.setState({ theme: 'light' });
  document.documentElement.classList.remove('dark');
}
