// The shared words of every app (actions, categories, sub-filters, times): the
// 'common' namespace, shipped with @voices/platform.
import en from '../locales/en.json';
import { createTranslator } from './translator';

export type CommonKey = keyof typeof en;

export const {
  useT: useCommonT,
  Trans: CommonTrans,
  t: commonT,
} = createTranslator<CommonKey>(
  'common',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "locale-shared-[request]", webpackExclude: /[\\/]en\.json$/ */ `../locales/${locale}.json`
    ),
);

function labelOf(prefix: 'category' | 'subcategory', id: string): string {
  const key = `${prefix}.${id.toLowerCase()}`;
  return key in en ? commonT(key as CommonKey) : id;
}

/** A category or tab's name in the interface language ('Technology', 'india', …). */
export function categoryLabel(category: string): string {
  return labelOf('category', category);
}

/** A sub-filter's name in the interface language ('stock-market' → 'Stock Market'). */
export function subcategoryLabel(subcategory: string): string {
  return labelOf('subcategory', subcategory);
}
