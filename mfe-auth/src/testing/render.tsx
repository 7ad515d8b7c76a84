import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type To } from 'react-router-dom';
import { Toaster } from '@voices/ui';

/** Shows where the router went, with the state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function entry(url: string, state: unknown) {
  const parsed = new URL(url, 'http://localhost');
  const to: To = { pathname: parsed.pathname, search: parsed.search };
  return { ...to, state };
}

export interface RenderRouteOptions {
  /** Passed to userEvent.setup, e.g. advanceTimers with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/** Renders `element` at `path` for `url`; any other path shows the LocationProbe. */
export function renderRoute(
  element: ReactElement,
  { path, url, state }: { path: string; url: string; state?: unknown },
  options: RenderRouteOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(options.user);
  const result = render(
    <MemoryRouter initialEntries={[entry(url, state)]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
  return { user, ...result };
}

export const TEST_USER = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  id: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Asha Rao',
  email: 'asha@example.com',
  bio: '',
  photo: '',
  followers: [],
  following: [],
};
