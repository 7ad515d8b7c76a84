// The words of the About, Privacy and Terms pages: the 'pages' namespace, downloaded with those
// pages (they load lazily), so a first visit elsewhere does not carry them.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type PagesMessageKey = keyof typeof en;

export const { useT, Trans } = createTranslator<PagesMessageKey>(
  'pages',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
