export * from './constants';
export type * from './types';
export { storage, type StorageChangeSource } from './storage';
export { configurePlatform, getPlatformConfig, type PlatformConfig } from './config';
export {
  sessionStore,
  createSessionStore,
  useSession,
  normalizeUser,
  getSessionToken,
  getCurrentUser,
  type SessionState,
} from './session-store';
export {
  themeStore,
  createThemeStore,
  useTheme,
  initTheme,
  applyTheme,
  getSavedTheme,
  getSystemTheme,
  type ThemeState,
} from './theme-store';
export {
  languageStore,
  createLanguageStore,
  useLanguage,
  setLanguageReload,
  detectBrowserLanguage,
  googtransValue,
  applyTranslationCookie,
  applyDocumentLanguage,
  languageMode,
  showLanguage,
  translateScriptUrl,
  type LanguageState,
  type LanguageStoreOptions,
} from './language-store';
export {
  api,
  ApiError,
  isApiError,
  isNotFound,
  errorMessage,
  createApiClient,
  setUnauthorizedHandler,
} from './api-client';
export {
  realtimeStore,
  useRealtime,
  connectRealtime,
  connectRealtimeWhenIdle,
  disconnectRealtime,
  getSocket,
  emitRealtime,
  subscribe,
  subscribeRealtime,
  socketOptions,
  type RealtimeState,
} from './realtime';
export { resolveImagePath, resolveMediaPath, DEFAULT_AVATAR } from './image-path';
export { savedNews, useSavedNews, type SavedContributionInput } from './saved-news';
export {
  favoriteAuthors,
  useFavoriteAuthors,
  type FavoriteAuthorInput,
  type FavoriteAuthorsSnapshot,
} from './favorite-authors';
export {
  getLocalPreferredTemplate,
  setLocalPreferredTemplate,
  onPreferredTemplateChange,
} from './preferred-template';
export { unreadStore, useUnreadCount, type UnreadState } from './unread-store';

export {
  loadRemoteModule,
  loadRemoteComponent,
  registerRemoteEntries,
  useRemoteComponent,
  RemoteLoadError,
  FALLBACK_MODULE,
  isFallbackModule,
  type RemoteComponentState,
} from './federation/load-remote-module';
export { readRemoteManifest, toRemotes, type RemoteEntries } from './federation/remote-manifest';
export type * from './federation/remote-types';

export * from './api/types';
export type { CallOptions, Page } from './api/call';
export { searchParams } from './api/call';
export { queryKeys } from './api/query-keys';
export { uniqueItems } from './api/pages';
export { useDocumentTitle } from './hooks/use-document-title';
export { isVideo, mediaImages, cardImage, articleHref, type StoryImage } from './media';

export {
  i18n,
  registerCatalogue,
  activateLocale,
  interfaceLocale,
  currentLocale,
  useLocale,
  useT,
  translate,
  resetI18nForTests,
  type MessageValues,
  type Translate,
  type CatalogueLoader,
  type CatalogueModule,
} from './i18n/i18n';
export { createTranslator, type Translator, type TransProps } from './i18n/translator';
export {
  INTERFACE_LOCALES,
  PSEUDO_LOCALE,
  RTL_LANGUAGES,
  isInterfaceLocale,
  pseudoLocaleEnabled,
} from './i18n/locales';
export { formatDate, formatNumber, formatRelativeTime, type DateInput } from './i18n/format';
export {
  useCommonT,
  CommonTrans,
  commonT,
  categoryLabel,
  subcategoryLabel,
  type CommonKey,
} from './i18n/common';
export { localizeMessage } from './i18n/messages';
