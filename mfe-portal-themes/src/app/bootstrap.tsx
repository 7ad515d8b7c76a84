import '@voices/ui/styles.css';
import { mountStandalone } from '@voices/ui/standalone';
import { t } from '../i18n';
import { STANDALONE_ROUTES, sectionLinks, sectionName } from './routes';

mountStandalone({
  section: sectionName(),
  kicker: t('test.kicker'),
  links: sectionLinks(),
  routes: STANDALONE_ROUTES,
});
