import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '@voices/ui';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `url` (matched by `path`), with the toasts and the current address shown. */
export function renderAt(
  element: ReactElement,
  url = '/',
  path = url.split('?')[0] ?? '/',
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
}
