import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryProvider } from '../query/query-provider';
import { sessionStore } from '../session-store';
import type { StoredUser } from './db';

/** A cache for one test: nothing retried, nothing kept between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Shows the router's current location, with the history entry's state, so a test can assert
 * where a navigation went and what it carried.
 */
export function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {`${pathname}${search}`}
    </output>
  );
}

// The v7 behaviour now, so React Router prints no future-flag warnings.
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the page opens at. */
  route?: string;
  /** The history entry's state at that address (a hand-over from another page). */
  state?: unknown;
  /** The route pattern the element is mounted under (e.g. '/news/:id'), for params. */
  path?: string;
  /** Signs this member in first. */
  user?: StoredUser | null;
  client?: QueryClient;
  /** Rendered beside the routes, so it outlives a navigation (a toaster, say). */
  persistent?: ReactNode;
  /** Passed to userEvent.setup, e.g. advanceTimers with fake timers. */
  userEvent?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderWithProvidersResult extends RenderResult {
  client: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
}

function entry(route: string, state: unknown) {
  const { pathname, search, hash } = new URL(route, 'http://localhost');
  return { pathname, search, hash, state };
}

/** Signs a member of the fixture store in, as a sign-in would. */
export function signInAs(user: StoredUser): void {
  const { token, ...plain } = user;
  sessionStore.getState().login(plain, token);
}

/**
 * Renders `ui` the way the site does: a fresh cache kept current by the realtime events, a
 * router at `route`, and the member signed in when one is given.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    state,
    path,
    user,
    client = createTestQueryClient(),
    userEvent: userEventOptions,
    persistent,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  if (user) signInAs(user);
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <QueryProvider client={client}>
      <MemoryRouter initialEntries={[entry(route, state)]} future={ROUTER_FUTURE}>
        {path ? (
          <Routes>
            <Route path={path} element={children} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          children
        )}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
        {persistent}
      </MemoryRouter>
    </QueryProvider>
  );
  return {
    ...render(ui, { wrapper, ...options }),
    client,
    user: userEvent.setup(userEventOptions),
  };
}
