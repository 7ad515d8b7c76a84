import '@voices/ui/styles.css';
import { mountStandalone } from '@voices/ui';
import { SECTION_LINKS, SECTION_NAME, STANDALONE_ROUTES } from './routes';

mountStandalone({
  section: SECTION_NAME,
  kicker: 'Profile',
  links: SECTION_LINKS,
  routes: STANDALONE_ROUTES,
});
