// The words of the authors' pages and panels (an author's page, the dashboard, author search, the
// followed-authors and suggestions panels): the 'authors' namespace. Those parts load on demand,
// so the front page's first visit does not carry them.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type AuthorsMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<AuthorsMessageKey>(
  'authors',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
