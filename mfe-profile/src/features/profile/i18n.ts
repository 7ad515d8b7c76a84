// A member's profile page, its connections and the profile form: the 'profile-page' namespace,
// loaded with the profile pages rather than with every page of the profile remote (/saved, say).
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ProfilePageMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ProfilePageMessageKey>(
  'profile-page',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
