import { OTP_RESEND_COOLDOWN_SECONDS } from './auth';

/** Browser-storage keys, exactly as the specification names them (spec 000 §3, 001 §3). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  theme: 'theme',
  selectedLanguage: 'selectedLanguage',
  googtrans: 'googtrans',
  savedContributions: 'saved_contributions',
  favoriteAuthors: 'favorite_authors',
  favoriteAuthorsInfo: 'favorite_authors_info',
  preferredTemplateBroadcast: 'preferredTemplateBroadcast',
  themeFilter: 'themeFilter',
} as const;

export function preferredTemplateKey(userId: string): string {
  return `preferredTemplate:${userId}`;
}

export function customHeadingKey(userId: string, themeId?: string | null): string {
  return `customHeading:${userId}:${themeId || 'global'}`;
}

/** The window event fired when the preferred article theme changes; detail is { templateId }. */
export const PREFERRED_TEMPLATE_EVENT = 'preferredTemplateChanged';

/** The theme-color of the page in each mode (spec 000 §9). */
export const THEME_COLORS = { dark: '#1f2937', light: '#ffffff' } as const;

/** Below this width, in CSS pixels, the mobile layouts apply (spec 000 §9, 001 §9). */
export const MOBILE_BREAKPOINT = 640;

/** Every delay and duration of both documents, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  notificationPollMs: 60_000,
  otpCooldownSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  languageReloadMs: 2_000,
  languageNoticeMs: 3_000,
  toastErrorMs: 4_000,
  toastSuccessMs: 2_000,
  profileSuccessMs: 3_000,
  profileErrorMs: 4_000,
  followToastMs: 3_000,
  headingNoticeMs: 3_000,
  snackbarMs: 2_500,
  themeSavedMs: 2_500,
  themeErrorMs: 5_000,
  copiedIconMs: 1_500,
  nextArticleLoadingMs: 600,
  geolocationTimeoutMs: 10_000,
  geolocationMaxAgeMs: 300_000,
} as const;

/**
 * The id of the `<script type="application/json">` in which a page drawn on the server with
 * data carries the answers it was drawn with (the gateway writes it, the page's cache reads it).
 */
export const FIRST_DATA_ID = 'vx-first-data';
