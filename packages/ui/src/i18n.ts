// The shared components' messages: the 'ui' namespace (docs/localisation.md).
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type UiMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<UiMessageKey>(
  'ui',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-shared-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
