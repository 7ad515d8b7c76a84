import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initTheme } from '@voices/platform';
import '@voices/ui/styles.css';
import { StandaloneApp } from './standalone-app';

initTheme();

// Alone on its dev server the section still opens the compose dialog and the follow button,
// from those sections' own dev servers.
registerRemotes(
  [
    { name: 'mfe_compose', entry: 'http://localhost:3003/mf-manifest.json' },
    { name: 'mfe_profile', entry: 'http://localhost:3005/mf-manifest.json' },
  ],
  { force: true },
);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
