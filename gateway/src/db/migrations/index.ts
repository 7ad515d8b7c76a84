import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0003 from './0003_news';
import * as m0005 from './0005_social';
import * as m0007 from './0007_account_security';
import * as m0009 from './0009_gateway_instances';
import * as m0011 from './0011_preferred_template_unset';
import * as m0013 from './0013_site_meta';
import * as m0015 from './0015_saved_and_favorites';
import * as m0017 from './0017_drafts';
import * as m0019 from './0019_moderation';
import * as m0021 from './0021_blocks';
import * as m0023 from './0023_account_deletion';
import * as m0025 from './0025_email_preferences';
import * as m0027 from './0027_event_outbox';
import * as m0029 from './0029_user_language';
import * as m0031 from './0031_recent_search_index';

/** Every migration in order. Add a module beside this file and list it here; never edit one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0003_news': m0003,
  '0005_social': m0005,
  '0007_account_security': m0007,
  '0009_gateway_instances': m0009,
  '0011_preferred_template_unset': m0011,
  '0013_site_meta': m0013,
  '0015_saved_and_favorites': m0015,
  '0017_drafts': m0017,
  '0019_moderation': m0019,
  '0021_blocks': m0021,
  '0023_account_deletion': m0023,
  '0025_email_preferences': m0025,
  '0027_event_outbox': m0027,
  '0029_user_language': m0029,
  '0031_recent_search_index': m0031,
};
