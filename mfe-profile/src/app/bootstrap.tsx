import '@voices/ui/styles.css';
import { languageStore, showLanguage } from '@voices/platform';
import { mountStandalone } from '@voices/ui/standalone';
import { sectionLinks, sectionName, STANDALONE_ROUTES } from './routes';

async function start() {
  // Alone, the section shows the reader's language from the first render, as the shell does.
  await showLanguage(languageStore.getState().language).catch((error: unknown) => {
    console.error('The interface language could not be loaded', error);
  });
  mountStandalone({
    section: sectionName(),
    kicker: sectionName(),
    links: sectionLinks(),
    routes: STANDALONE_ROUTES,
  });
}

void start();
