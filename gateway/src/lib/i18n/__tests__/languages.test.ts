import { authWaitMessages, followMessages, STORY_LANGUAGES } from '@voices/contracts';
import { contentLanguageOf, memberLanguage, parseAcceptLanguage } from '../languages';
import { localizeMessage, sayValue } from '../messages';

describe('Accept-Language', () => {
  it('orders the tags by q-value, then as given, and leaves out q=0 and nonsense', () => {
    expect(parseAcceptLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toEqual(['hi-in', 'hi', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, ta , kn;q=0.5')).toEqual(['ta', 'en', 'kn']);
    expect(parseAcceptLanguage('fr;q=0, de;q=1.5, ml;q=abc, ;q=1, pa')).toEqual(['pa']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('picks the first of the ten content languages, a region counting as its language', () => {
    expect(contentLanguageOf('hi-IN,hi;q=0.9')).toBe('hi');
    expect(contentLanguageOf('fr-FR, de;q=0.9, mr;q=0.3')).toBe('mr');
    expect(contentLanguageOf('en-GB')).toBe('en');
    expect(contentLanguageOf('fr, *;q=0.1')).toBeNull();
    expect(contentLanguageOf(undefined)).toBeNull();
    // A header of any length is read within bounds.
    expect(contentLanguageOf(`${'xx;q=0.9,'.repeat(5000)}te`)).toBeNull();
  });

  it('reads a stored language as one of the ten', () => {
    for (const code of STORY_LANGUAGES) expect(memberLanguage(code)).toBe(code);
    expect(memberLanguage('fr')).toBe('en');
    expect(memberLanguage(null)).toBe('en');
  });
});

describe('spec messages in the ten languages', () => {
  it('says every wait with the language’s own units', () => {
    const long = (language: string, unit: string, amount: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
    for (const language of STORY_LANGUAGES) {
      expect(sayValue('23 seconds', language)).toBe(long(language, 'second', 23));
      expect(sayValue('15 minutes', language)).toBe(long(language, 'minute', 15));
      expect(sayValue('2 hours', language)).toBe(long(language, 'hour', 2));
      expect(sayValue('1 day', language)).toBe(long(language, 'day', 1));
      expect(sayValue('Asha Rao', language)).toBe('Asha Rao');
    }
    expect(sayValue('2 hours', 'hi')).toBe('2 घंटे');
    expect(sayValue('2 hours', 'en')).toBe('2 hours');
  });

  it('re-says a message with its values, and leaves other text alone', () => {
    expect(localizeMessage(authWaitMessages.locked('15 minutes'), 'hi')).toBe(
      'बहुत अधिक गलत प्रयास हुए हैं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
    expect(localizeMessage(followMessages.followed('Ben'), 'en')).toBe('You are now following Ben');
    expect(localizeMessage('Something else', 'ta')).toBe('Something else');
    for (const language of STORY_LANGUAGES) {
      const text = localizeMessage(followMessages.followed('Ben Okafor'), language);
      expect(text).toContain('Ben Okafor');
      if (language !== 'en') expect(text).not.toContain('You are now following');
    }
  });
});
