import { LANGUAGES } from '@voices/contracts/constants';
import { waitFor } from '@testing-library/react';
import {
  applyDocumentLanguage,
  createLanguageStore,
  detectBrowserLanguage,
  googtransValue,
  languageMode,
} from '../language-store';
import { currentLocale } from '../i18n/i18n';
import '../i18n/common';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'googtrans=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  jest.useRealTimers();
});

describe('language list', () => {
  it('offers 50 distinct languages, English first, each with names', () => {
    expect(LANGUAGES).toHaveLength(50);
    expect(new Set(LANGUAGES.map((l) => l.code)).size).toBe(50);
    expect(LANGUAGES[0]?.code).toBe('en');
    expect(LANGUAGES.slice(0, 10).map((l) => l.code)).toEqual([
      'en',
      'hi',
      'kn',
      'te',
      'ta',
      'ml',
      'mr',
      'bn',
      'gu',
      'pa',
    ]);
    for (const l of LANGUAGES) {
      expect(l.name).toBeTruthy();
      expect(l.nativeName).toBeTruthy();
    }
  });
});

describe('language store', () => {
  it('defaults to a supported browser language, marked automatic', () => {
    const store = createLanguageStore({ languages: () => ['hi-IN', 'en-US'] });
    expect(store.getState()).toMatchObject({ language: 'hi', isAutomatic: true });
  });

  it('falls back to en for an unsupported browser language', () => {
    const store = createLanguageStore({ languages: () => ['xx-YY', 'qq'] });
    expect(store.getState()).toMatchObject({ language: 'en', isAutomatic: true });
  });

  it('reads navigator.languages by default', () => {
    expect(detectBrowserLanguage(['nb-NO'])).toBe('no');
    expect(detectBrowserLanguage()).toBe('en');
  });

  it('prefers the saved choice', () => {
    localStorage.setItem('selectedLanguage', 'fr');
    const store = createLanguageStore({ languages: () => ['hi'] });
    expect(store.getState()).toMatchObject({ language: 'fr', isAutomatic: false });
  });

  it('switches a content language in place: stored, html lang, no reload, no cookie', async () => {
    const reload = jest.fn();
    const store = createLanguageStore({ reload, languages: () => ['en'] });
    store.getState().changeLanguage('hi');
    expect(localStorage.getItem('selectedLanguage')).toBe('hi');
    expect(store.getState().changing).toBe(true);

    await waitFor(() => expect(store.getState().changing).toBe(false));
    expect(store.getState()).toMatchObject({ language: 'hi', isAutomatic: false, notice: null });
    expect(currentLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).not.toContain('googtrans=/en/hi');
    expect(reload).not.toHaveBeenCalled();

    store.getState().changeLanguage('en');
    await waitFor(() => expect(currentLocale()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the other forty in English, with html lang en, when no translation service is set', async () => {
    const reload = jest.fn();
    const store = createLanguageStore({ reload, languages: () => ['en'] });
    store.getState().changeLanguage('fr');
    await waitFor(() =>
      expect(store.getState()).toMatchObject({ language: 'fr', changing: false }),
    );
    expect(localStorage.getItem('selectedLanguage')).toBe('fr');
    expect(currentLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(languageMode('fr')).toBe('english');
    expect(reload).not.toHaveBeenCalled();
  });

  describe("with the operator's translation service", () => {
    let meta: HTMLMetaElement;
    beforeEach(() => {
      meta = document.createElement('meta');
      meta.name = 'voices-translate-script';
      meta.content = 'https://translate.example/element.js';
      document.head.append(meta);
    });
    afterEach(() => {
      meta.remove();
      document.documentElement.dir = 'ltr';
    });

    it('stores the choice, sets googtrans, shows the notice, reloads after 2 s and hides the notice after 3 s', () => {
      jest.useFakeTimers();
      const reload = jest.fn();
      const store = createLanguageStore({ reload, languages: () => ['en'] });
      store.getState().changeLanguage('de');

      expect(localStorage.getItem('selectedLanguage')).toBe('de');
      expect(document.cookie).toContain('googtrans=/en/de');
      expect(store.getState()).toMatchObject({
        language: 'de',
        isAutomatic: false,
        changing: true,
        noticeTitle: 'Changing to German...',
        noticeDetail: 'Page will refresh in 2 seconds',
      });
      expect(store.getState().notice).toBe('Changing to German... Page will refresh in 2 seconds');

      jest.advanceTimersByTime(1999);
      expect(reload).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(store.getState().notice).not.toBeNull();
      jest.advanceTimersByTime(1000);
      expect(store.getState().notice).toBeNull();
    });

    it('ignores the current language and changes made while one is in progress', () => {
      jest.useFakeTimers();
      const reload = jest.fn();
      const store = createLanguageStore({ reload, languages: () => ['en'] });
      store.getState().changeLanguage('en');
      expect(store.getState().changing).toBe(false);
      expect(localStorage.getItem('selectedLanguage')).toBeNull();

      store.getState().changeLanguage('de');
      store.getState().changeLanguage('fr');
      expect(store.getState().language).toBe('de');
      expect(localStorage.getItem('selectedLanguage')).toBe('de');
      jest.runAllTimers();
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('writes right-to-left languages right to left', () => {
      applyDocumentLanguage('ur');
      expect(document.documentElement).toMatchObject({ lang: 'ur', dir: 'rtl' });
      applyDocumentLanguage('hi');
      expect(document.documentElement).toMatchObject({ lang: 'hi', dir: 'ltr' });
    });
  });

  it('logs a failure and re-enables the picker', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const reload = jest.fn();
    const store = createLanguageStore({ reload, languages: () => ['en'] });
    store.getState().changeLanguage('ta');
    expect(error).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ changing: false, notice: null, language: 'en' });
    setItem.mockRestore();
    error.mockRestore();
  });

  it('spells translation codes the way the translation service expects', () => {
    expect(googtransValue('kn')).toBe('/en/kn');
    expect(googtransValue('zh')).toBe('/en/zh-CN');
  });
});
