import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore, unreadStore } from '@voices/platform';
import { Toaster, toast } from '@voices/ui';

/** Shows where the router went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export interface RenderRouteOptions {
  path?: string;
  url?: string;
  /** Passed to userEvent.setup, e.g. advanceTimers with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders `element` at `path` for `url`; any other path shows the LocationProbe. */
export function renderRoute(
  element: ReactElement,
  { path = '/', url = path, user: userOptions }: RenderRouteOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(userOptions);
  const result = render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...result };
}

export const ME = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Asha Rao',
  email: 'asha@example.com',
  bio: 'I write about my neighbourhood.',
  photo: '',
  followers: [] as string[],
  following: [] as string[],
  createdAt: '2024-03-02T10:00:00.000Z',
};

export function signIn(user: Record<string, unknown> = ME, token = 'test-token') {
  act(() => sessionStore.getState().login(user, token));
}

export function resetStores() {
  act(() => {
    sessionStore.getState().logout();
    unreadStore.getState().setUnreadCount(0);
    toast.clear();
  });
  window.localStorage.clear();
}
