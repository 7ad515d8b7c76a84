// Every app's component tests import the package in jsdom, which lacks TextEncoder and fetch.
import * as platform from '../index';

describe('@voices/platform', () => {
  it('loads in jsdom and exposes the shared API', () => {
    for (const name of [
      'sessionStore',
      'useSession',
      'themeStore',
      'useTheme',
      'initTheme',
      'languageStore',
      'useLanguage',
      'api',
      'ApiError',
      'setUnauthorizedHandler',
      'configurePlatform',
      'connectRealtime',
      'getSocket',
      'realtimeStore',
      'useRealtime',
      'resolveImagePath',
      'DEFAULT_AVATAR',
      'formatRelativeTime',
      'savedNews',
      'useSavedNews',
      'favoriteAuthors',
      'useFavoriteAuthors',
      'LANGUAGES',
      'CONTENT_LANGUAGES',
      'COMPOSE_CATEGORIES',
      'FEED_TABS',
      'THEMES',
      'DEFAULT_TEMPLATE',
      'normalizeTemplateId',
      'AUTHOR_SECTION_POSITIONS',
      'THEME_COLORS',
      'MOBILE_BREAKPOINT',
      'OTP_LENGTH',
      'TIMINGS',
      'SOCKET_OPTIONS',
      'STORAGE_KEYS',
      'preferredTemplateKey',
      'customHeadingKey',
    ]) {
      expect(platform).toHaveProperty(name);
    }
    expect(typeof platform.api.get).toBe('function');
  });
});
