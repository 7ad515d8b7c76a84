import '@voices/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  connectRealtime,
  connectRealtimeWhenIdle,
  initTheme,
  languageStore,
  readRemoteManifest,
  registerRemoteEntries,
  sessionStore,
  showLanguage,
} from '@voices/platform';
import '../i18n';
import './indic-fonts.css';
import { loadLanding } from '../features/landing/landing-route';
import { loadTranslationService } from './translate-script';
import { App } from './app';

/** As the routes count it (hooks/use-signed-in.ts): a member's `/` leads to their front page. */
function signedIn(): boolean {
  const { user, token } = sessionStore.getState();
  return Boolean(user && token);
}

async function start() {
  initTheme();
  // The reader's language is loaded before the first render, so no page starts in English; so
  // is a visitor's landing page, so React takes over its first paint as drawn (without it, the
  // page is drawn again once its code has come).
  const language = () =>
    showLanguage(languageStore.getState().language).catch((error: unknown) => {
      console.error('The interface language could not be loaded', error);
    });
  const [manifest] = await Promise.all([
    readRemoteManifest(),
    language(),
    window.location.pathname === '/' && !signedIn()
      ? loadLanding().then(
          // The landing page's words come with its code: once it is here, they are loaded in
          // the reader's language too (the namespaces already loaded are not asked for again).
          language,
          (error: unknown) => {
            console.error('The landing page could not be loaded', error);
          },
        )
      : undefined,
  ]);
  // Registered before anything can load a remote; each section shows its own fallback without.
  if (manifest) registerRemoteEntries(manifest);
  else console.error('The remote manifest could not be loaded');

  loadTranslationService(languageStore.getState().language);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The landing page arrives drawn (its first paint, rendered at build time): React takes it
  // over where it stands instead of drawing it again. It is drawn for visitors who are not
  // signed in and read English; for anyone else the page's inline script has hidden it.
  // Either way the first render is a transition, so React renders it in slices and the page
  // stays responsive while it starts (no long task for the whole tree on a slow phone).
  const firstPaint = root.querySelector<HTMLElement>(':scope > .vx-first-paint');
  if (firstPaint && !document.documentElement.classList.contains('vx-no-first-paint')) {
    startTransition(() => {
      hydrateRoot(firstPaint, app, {
        // A page that differs from its first paint (a build of another year) is drawn afresh.
        onRecoverableError: (error) => console.warn('The first paint was drawn again:', error),
      });
    });
  } else {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
  // Signed-in people get their notifications over the realtime connection; for a visitor it
  // opens only when a section subscribes to a public event. A member's page opens it once the
  // page has loaded and is idle (the unread count comes with the page's first calls, and is
  // asked for again when the connection opens); signing in opens it at once.
  if (sessionStore.getState().token) connectRealtimeWhenIdle();
  sessionStore.subscribe((state, previous) => {
    if (state.token && state.token !== previous.token)
      void connectRealtime().catch(() => undefined);
  });
}

void start();
