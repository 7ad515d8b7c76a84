// The shell's messages: the 'shell' namespace (docs/localisation.md).
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ShellMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ShellMessageKey>(
  'shell',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
