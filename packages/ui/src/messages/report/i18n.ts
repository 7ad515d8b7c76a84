// The report form's words: the 'ui-report' namespace, in the form's own file (it loads when a
// reader first opens Report), not in the page's shared @voices/ui.
import { createTranslator } from '@voices/platform';
import en from './locales/en.json';

export type ReportMessageKey = keyof typeof en;

export const { useT, Trans } = createTranslator<ReportMessageKey>(
  'ui-report',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-shared-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);
