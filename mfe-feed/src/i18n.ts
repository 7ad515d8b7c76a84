// The feed's messages: the 'feed' namespace (docs/localisation.md).
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type FeedMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<FeedMessageKey>(
  'feed',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
