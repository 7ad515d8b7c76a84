// The `messages` namespace (`@voices/contracts/messages`): every message of the spec that a
// client can receive, by key (`auth.emailInvalid`, `users.followed`), in the ten content
// languages. English is the constants word for word, with `{name}` where a message carries a
// value; a server answers its messages from here, and a form shows them from here. The browser
// loads one language at a time from `@voices/contracts/locales/<lang>.json` instead.
import type { StoryLanguage } from '../constants/languages';
import bn from '../locales/bn.json';
import en from '../locales/en.json';
import gu from '../locales/gu.json';
import hi from '../locales/hi.json';
import kn from '../locales/kn.json';
import ml from '../locales/ml.json';
import mr from '../locales/mr.json';
import pa from '../locales/pa.json';
import ta from '../locales/ta.json';
import te from '../locales/te.json';

export { createMessageMatcher, type MatchedMessage } from '../constants/match-message';

/** A key of the `messages` namespace. */
export type SpecMessageKey = keyof typeof en;

export type MessageCatalogue = Readonly<Record<SpecMessageKey, string>>;

/** The `messages` catalogue of each content language. */
export const MESSAGE_CATALOGUES: Readonly<Record<StoryLanguage, MessageCatalogue>> = {
  en,
  hi,
  kn,
  te,
  ta,
  ml,
  mr,
  bn,
  gu,
  pa,
};
