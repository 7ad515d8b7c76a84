import { registerRemotes } from '@module-federation/enhanced/runtime';
import '@voices/ui/styles.css';
import { languageStore, showLanguage } from '@voices/platform';
import { mountStandalone } from '@voices/ui/standalone';
import { t } from '../i18n';
import { sectionLinks, sectionName, STANDALONE_ROUTES } from './routes';

// Alone on its dev server the section still opens the compose dialog and the follow button,
// from those sections' own dev servers.
registerRemotes(
  [
    { name: 'mfe_compose', entry: 'http://localhost:3003/mf-manifest.json' },
    { name: 'mfe_profile', entry: 'http://localhost:3005/mf-manifest.json' },
  ],
  { force: true },
);

async function start() {
  // As in the shell: the reader's language is loaded before the first render.
  await showLanguage(languageStore.getState().language).catch((error: unknown) => {
    console.error('The interface language could not be loaded', error);
  });
  mountStandalone({
    section: sectionName(),
    kicker: t('section.kicker'),
    links: sectionLinks(),
    routes: STANDALONE_ROUTES,
  });
}

void start();
