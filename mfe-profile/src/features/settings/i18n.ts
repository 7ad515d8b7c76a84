// The account settings' words (e-mail preferences, blocked members, your data): the 'settings'
// namespace, loaded with the settings rather than with every profile page.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type SettingsMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<SettingsMessageKey>(
  'settings',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
