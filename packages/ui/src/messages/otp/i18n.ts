// The one-time-code screen's words: the 'ui-otp' namespace, bundled with '@voices/ui/otp' into
// the sections that sign people in or confirm an address, not with the page's shared @voices/ui.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type OtpMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<OtpMessageKey>(
  'ui-otp',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
