import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type To } from 'react-router-dom';
import { QueryProvider } from '@voices/platform';
import { ROUTER_FUTURE, createTestQueryClient } from '@voices/platform/testing';
import { Toaster } from '@voices/ui';

// The kit's renderWithProviders opens a page at an address; sign-in and registration also
// read the history entry's state (an address handed over, a registration carried across a
// reload), so these pages open with one.

/** Shows where the router went, with the state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

function entry(url: string, state: unknown) {
  const parsed = new URL(url, 'http://localhost');
  const to: To = { pathname: parsed.pathname, search: parsed.search };
  return { ...to, state };
}

export interface RenderRouteOptions {
  /** Passed to userEvent.setup, e.g. advanceTimers with fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders `element` at `path` for `url` (with the history `state`) in a fresh cache; any
 * other path shows the LocationProbe.
 */
export function renderRoute(
  element: ReactElement,
  { path, url, state }: { path: string; url: string; state?: unknown },
  options: RenderRouteOptions = {},
): RenderResult & { user: UserEvent } {
  const user = userEvent.setup(options.user);
  const result = render(
    <QueryProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[entry(url, state)]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { user, ...result };
}
