// The words of an author's list of stories (its cards, favourites, the story menu with Delete):
// the 'contributions' namespace, loaded with the pages that show such a list rather than with the
// front page.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ContributionsMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ContributionsMessageKey>(
  'contributions',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
