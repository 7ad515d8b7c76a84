import '@voices/ui/styles.css';
import { mountStandalone } from '@voices/ui/standalone';
import { t } from '../i18n';
import { sectionLinks, sectionName, STANDALONE_ROUTES } from './routes';

mountStandalone({
  section: sectionName(),
  kicker: t('section.kicker'),
  links: sectionLinks(),
  routes: STANDALONE_ROUTES,
});
