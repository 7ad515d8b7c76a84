// The landing page's first paint, rendered at build time (docs/architecture.md, "The landing
// page's first paint"). The build runs this module in Node.js once, after the browser build,
// and writes what it returns into the page the gateway serves at `/`; in the browser React
// hydrates it (app/bootstrap.tsx). It renders the application itself, the tree the browser
// renders, as a visitor who is not signed in and reads English first sees it, so the two
// cannot drift apart.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app';

export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <App location="/" />
    </StrictMode>,
  );
}
