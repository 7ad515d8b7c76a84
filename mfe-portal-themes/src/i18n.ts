// The themes remote's messages: the 'themes' namespace (docs/localisation.md).
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ThemesMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ThemesMessageKey>(
  'themes',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
