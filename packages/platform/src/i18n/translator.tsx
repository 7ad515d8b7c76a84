import type { ReactElement, ReactNode } from 'react';
import type { Messages } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import {
  i18n,
  registerCatalogue,
  translate,
  useT,
  type CatalogueLoader,
  type MessageValues,
  type Translate,
} from './i18n';

export interface TransProps<Key extends string> {
  id: Key;
  values?: MessageValues;
  /** Elements for the message's numbered tags: `Read the <0>terms</0>` → `{ 0: <a href=… /> }`. */
  components?: Record<string | number, ReactElement>;
}

export interface Translator<Key extends string> {
  /** The translate function, for components: `const t = useT(); t('key', { name })`. */
  useT(): Translate<Key>;
  /** A message with elements inside it (links, emphasis), never split into pieces. */
  Trans(props: TransProps<Key>): ReactNode;
  /** Translates outside React, in the current locale. */
  t: Translate<Key>;
}

/**
 * An app's messages: its namespace, its English catalogue and how to fetch the others. The key
 * type comes from the English catalogue, so a key that does not exist fails the typecheck:
 *
 *   import en from './locales/en.json';
 *   export const { useT, Trans, t } = createTranslator<keyof typeof en>('feed', en,
 *     (locale) => import(`./locales/${locale}.json`));
 */
export function createTranslator<Key extends string>(
  namespace: string,
  english: Record<Key, unknown>,
  load: CatalogueLoader,
): Translator<Key> {
  registerCatalogue(namespace, english as Messages, load);
  function Trans({ id, values, components }: TransProps<Key>): ReactNode {
    useT<Key>(namespace);
    return (
      <TransNoContext
        id={`${namespace}.${id}`}
        values={values}
        components={components}
        lingui={{ i18n }}
      />
    );
  }
  return {
    useT: () => useT<Key>(namespace),
    Trans,
    t: (key, values) => translate(namespace, key, values),
  };
}
