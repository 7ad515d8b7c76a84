import type { StoryLanguage } from '@voices/contracts';
import bn from '../../locales/bn.json';
import en from '../../locales/en.json';
import gu from '../../locales/gu.json';
import hi from '../../locales/hi.json';
import kn from '../../locales/kn.json';
import ml from '../../locales/ml.json';
import mr from '../../locales/mr.json';
import pa from '../../locales/pa.json';
import ta from '../../locales/ta.json';
import te from '../../locales/te.json';
import { createTranslator, type Values } from './translator';

// The gateway's own words (src/locales): the e-mails it sends and the unsubscribe page, in the
// ten content languages.

export type GatewayMessageKey = keyof typeof en;

const translate = createTranslator<GatewayMessageKey>({ en, hi, kn, te, ta, ml, mr, bn, gu, pa });

/** The texts of the gateway's catalogue in one language. */
export function textsIn(language: StoryLanguage) {
  return (key: GatewayMessageKey, values?: Values) => translate(language, key, values);
}

export type Texts = ReturnType<typeof textsIn>;
