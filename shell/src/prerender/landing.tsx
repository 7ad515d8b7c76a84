// The first paints the shell renders at build time (docs/architecture.md, "The landing page's
// first paint" and "First paints of a remote's page"). The build runs this module in Node.js
// once, after the browser build, and writes what it returns into the pages the gateway serves;
// in the browser React hydrates them (app/bootstrap.tsx). It renders the application itself,
// the tree the browser renders, as a visitor who is not signed in and reads English first sees
// it, so the two cannot drift apart.
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { REMOTE_ROUTES, firstPaintFrame } from '@voices/contracts/constants';
import { App } from '../app/app';
import { loadLanding } from '../features/landing/landing-route';
import { FirstPaintSlot } from '../features/remote-loader/components/remote-route';

/** The router of a page drawn at `location`, where nothing navigates. */
function at(location: string) {
  return function PageRouter({ children }: { children: ReactNode }) {
    return <StaticRouter location={location}>{children}</StaticRouter>;
  };
}

/** The landing page as a visitor first sees it; its code, a file of its own, is loaded first. */
export async function renderLanding(): Promise<string> {
  await loadLanding();
  return renderToString(
    <StrictMode>
      <App router={at('/')} />
    </StrictMode>,
  );
}

/**
 * The routes a remote's page may have a first paint for: those open to visitors. Which of them
 * has one is the remote's to say: the same page for every visitor, by shipping it
 * (first-paint/<module>.html beside its manifest), or a page drawn for each request, by its
 * server module (a route with parameters, such as a story's). A route's frame is the same for
 * every value of its parameters.
 */
export const FRAMED_ROUTES: readonly string[] = REMOTE_ROUTES.filter(
  (route) => !route.protected,
).map((route) => route.path);

export { firstPaintFrame };

/**
 * The page at a remote's route as the shell draws it (header, footer, the page's place), with
 * the place of the remote's page marked `<template data-vx-slot="mfe_auth/login-page">`, inside
 * the markers of its Suspense boundary, for the gateway to put the remote's first paint in.
 */
export function renderFrame(location: string): string {
  return renderToString(
    <StrictMode>
      <FirstPaintSlot.Provider value={true}>
        <App router={at(location)} />
      </FirstPaintSlot.Provider>
    </StrictMode>,
  );
}
