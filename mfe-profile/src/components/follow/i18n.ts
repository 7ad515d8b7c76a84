// The follow button's words: the 'follow' namespace, which travels with the button, also where
// another remote shows it (mfe_profile/follow-button), without the rest of the profile's words.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type FollowMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<FollowMessageKey>(
  'follow',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
