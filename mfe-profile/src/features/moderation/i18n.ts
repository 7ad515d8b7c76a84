// The moderation page's words (reports, actions, the log): the 'moderation' namespace. Only
// moderators see that page, so no other page carries them.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ModerationMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ModerationMessageKey>(
  'moderation',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
