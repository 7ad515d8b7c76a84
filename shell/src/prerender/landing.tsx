// The landing page's first paint, rendered at build time (docs/architecture.md, "The landing
// page's first paint"). The build runs this module in Node.js once, after the browser build,
// and writes what it returns into the page the gateway serves at `/`; in the browser React then
// draws the same page over it. It renders the application itself, as a visitor who is not
// signed in and reads English first sees it, so the two cannot drift apart.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppFrame } from '../app/app';
import { AppRoutes } from '../app/routes';

export function renderLanding(): string {
  return renderToStaticMarkup(
    <AppFrame>
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>
    </AppFrame>,
  );
}
