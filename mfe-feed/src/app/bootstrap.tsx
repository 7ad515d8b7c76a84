import { registerRemotes } from '@module-federation/enhanced/runtime';
import '@voices/ui/styles.css';
import { mountStandalone } from '@voices/ui';
import { SECTION_LINKS, SECTION_NAME, STANDALONE_ROUTES } from './routes';

// Alone on its dev server the section still opens the compose dialog and the follow button,
// from those sections' own dev servers.
registerRemotes(
  [
    { name: 'mfe_compose', entry: 'http://localhost:3003/mf-manifest.json' },
    { name: 'mfe_profile', entry: 'http://localhost:3005/mf-manifest.json' },
  ],
  { force: true },
);

mountStandalone({
  section: SECTION_NAME,
  kicker: 'Reading',
  links: SECTION_LINKS,
  routes: STANDALONE_ROUTES,
});
