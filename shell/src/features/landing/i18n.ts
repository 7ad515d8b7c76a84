// The landing page's words: the 'landing' namespace, in the landing page's own file (it loads
// lazily, features/landing/landing-route.tsx), so a first visit to any other page does not
// carry them.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type LandingMessageKey = keyof typeof en;

export const { useT, Trans } = createTranslator<LandingMessageKey>(
  'landing',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
