// The notifications page's words (its list, its items, the detail dialog and their errors): the
// 'notifications' namespace, loaded with that page rather than with every profile page.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type NotificationsMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<NotificationsMessageKey>(
  'notifications',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
