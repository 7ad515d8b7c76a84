import '@voices/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { connectRealtime, initTheme, sessionStore } from '@voices/platform';
import { getRemoteManifest, toRemotes } from '../features/remote-loader/api/get-remote-manifest';
import { App } from './app';

async function start() {
  initTheme();
  const manifest = await getRemoteManifest();
  // Registered before anything can call loadRemote; force replaces a remote already known.
  if (manifest) registerRemotes(toRemotes(manifest), { force: true });

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Signed-in people get their notifications over the realtime connection; for a visitor it
  // opens only when a section subscribes to a public event.
  const connectWhenSignedIn = (token: string | null) => {
    if (token) void connectRealtime().catch(() => undefined);
  };
  connectWhenSignedIn(sessionStore.getState().token);
  sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) connectWhenSignedIn(state.token);
  });
}

void start();
