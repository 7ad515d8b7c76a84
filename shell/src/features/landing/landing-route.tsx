import { lazy } from 'react';

type LandingModule = typeof import('./components/landing-page');

let loaded: LandingModule | null = null;

/**
 * The landing page's code, a file of its own: only a visitor's `/` shows it, so the start of
 * every other page goes without it. The start asks for it first on `/` (app/bootstrap.tsx) and
 * the build before drawing it (prerender/landing.tsx), so the page drawn at build time is taken
 * over as it stands, with no moment of loading.
 */
export function loadLanding(): Promise<LandingModule> {
  return import(/* webpackChunkName: "landing" */ './components/landing-page').then((module) => {
    loaded = module;
    return module;
  });
}

const LandingOnDemand = lazy(() =>
  loadLanding().then((module) => ({ default: module.LandingPage })),
);

/**
 * The landing page, drawn at once when its code is here; otherwise (a visitor coming back to
 * `/` from another page) it suspends while the code comes, inside the route's Suspense.
 */
export function Landing() {
  return loaded ? <loaded.LandingPage /> : <LandingOnDemand />;
}
