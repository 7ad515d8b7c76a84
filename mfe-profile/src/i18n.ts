// The profile remote's messages: the 'profile' namespace (docs/localisation.md).
import { useMemo } from 'react';
import { createTranslator, useCommonT, type CommonKey, type Translate } from '@voices/platform';
import en from './locales/en.json';

export type ProfileMessageKey = keyof typeof en;

export const { useT, Trans, t } = createTranslator<ProfileMessageKey>(
  'profile',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-[request]", webpackExclude: /[\\/]en\.json$/ */ `./locales/${locale}.json`
    ),
);

/** The platform's shared words (actions, statuses) for a component: `common.t('action.retry')`. */
export function useCommon(): { t: Translate<CommonKey> } {
  const translate = useCommonT();
  return useMemo(() => ({ t: translate }), [translate]);
}
