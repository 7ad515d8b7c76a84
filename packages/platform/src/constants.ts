/** The interface languages offered by the header and landing pickers (spec 000 §9), in order. */
export interface Language {
  code: string;
  name: string;
  nativeName: string;
}

// The specification promises 50 languages but its list names 49; Serbian completes it.
export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'ml', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'mr', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'gu', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'pa', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'ur', name: 'Urdu', nativeName: 'اردو' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'ko', name: 'Korean', nativeName: '한국어' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands' },
  { code: 'sv', name: 'Swedish', nativeName: 'Svenska' },
  { code: 'no', name: 'Norwegian', nativeName: 'Norsk' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk' },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
  { code: 'th', name: 'Thai', nativeName: 'ไทย' },
  { code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia' },
  { code: 'ms', name: 'Malay', nativeName: 'Bahasa Melayu' },
  { code: 'tl', name: 'Filipino', nativeName: 'Filipino' },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית' },
  { code: 'fa', name: 'Persian', nativeName: 'فارسی' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { code: 'bg', name: 'Bulgarian', nativeName: 'Български' },
  { code: 'hr', name: 'Croatian', nativeName: 'Hrvatski' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština' },
  { code: 'sk', name: 'Slovak', nativeName: 'Slovenčina' },
  { code: 'sl', name: 'Slovenian', nativeName: 'Slovenščina' },
  { code: 'hu', name: 'Hungarian', nativeName: 'Magyar' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά' },
  { code: 'lt', name: 'Lithuanian', nativeName: 'Lietuvių' },
  { code: 'lv', name: 'Latvian', nativeName: 'Latviešu' },
  { code: 'et', name: 'Estonian', nativeName: 'Eesti' },
  { code: 'sr', name: 'Serbian', nativeName: 'Српски' },
];

export const DEFAULT_LANGUAGE = 'en';

/** Languages a story can be written in (the compose screens offer the first ten). */
export const CONTENT_LANGUAGES: readonly { code: string; name: string }[] = LANGUAGES.slice(
  0,
  10,
).map(({ code, name }) => ({ code, name }));

export function getLanguage(code: string | null | undefined): Language | undefined {
  return code ? LANGUAGES.find((language) => language.code === code) : undefined;
}

export function isSupportedLanguage(code: string | null | undefined): boolean {
  return getLanguage(code) !== undefined;
}

/** Categories a story can be filed under; the first is the default. */
export const COMPOSE_CATEGORIES = [
  'Politics',
  'Sports',
  'Technology',
  'Health',
  'Entertainment',
  'Local',
  'World',
  'Business',
  'Science',
  'Education',
  'Travel',
  'Opinion',
  'Other',
] as const;

export type ComposeCategory = (typeof COMPOSE_CATEGORIES)[number];

export const DEFAULT_CATEGORY: ComposeCategory = 'Politics';

export interface FeedTab {
  id: string;
  label: string;
  subcategories: { id: string; label: string }[];
}

const sub = (id: string, label: string) => ({ id, label });

/** The category tabs of the home feed, with their sub-filters (spec 001 §2). */
export const FEED_TABS: readonly FeedTab[] = [
  { id: 'home', label: 'Home', subcategories: [] },
  { id: 'local', label: 'Local', subcategories: [] },
  { id: 'india', label: 'India', subcategories: [] },
  { id: 'world', label: 'World', subcategories: [] },
  {
    id: 'sports',
    label: 'Sports',
    subcategories: [
      sub('cricket', 'Cricket'),
      sub('tennis', 'Tennis'),
      sub('badminton', 'Badminton'),
      sub('wwe', 'WWE'),
    ],
  },
  {
    id: 'business',
    label: 'Business',
    subcategories: [
      sub('finance', 'Finance'),
      sub('stock-market', 'Stock Market'),
      sub('economy', 'Economy'),
      sub('startups', 'Startups'),
    ],
  },
  {
    id: 'technology',
    label: 'Technology',
    subcategories: [
      sub('ai', 'AI'),
      sub('mobile', 'Mobile'),
      sub('software', 'Software'),
      sub('gaming', 'Gaming'),
    ],
  },
  {
    id: 'entertainment',
    label: 'Entertainment',
    subcategories: [
      sub('movies', 'Movies'),
      sub('music', 'Music'),
      sub('tv-shows', 'TV Shows'),
      sub('celebrities', 'Celebrities'),
    ],
  },
  {
    id: 'health',
    label: 'Health',
    subcategories: [
      sub('fitness', 'Fitness'),
      sub('mental-health', 'Mental Health'),
      sub('nutrition', 'Nutrition'),
      sub('medical', 'Medical'),
    ],
  },
];

/** Sample topic counts the home sidebar shows (spec 001 §2: hard-coded). */
export const SIDEBAR_TOPIC_COUNTS = {
  tech: 15,
  sports: 8,
  business: 12,
  entertainment: 6,
  health: 9,
  politics: 11,
} as const;

export const THEME_IDS = [
  'modern-grid',
  'udaya',
  'timesmetro',
  'national',
  'broadsheet-classic',
  'noir',
  'niro',
  'newspaper-classic',
] as const;

export type ThemeId = (typeof THEME_IDS)[number];

/** The eight article themes (spec 001 §2), in order. */
export const THEMES: readonly { id: ThemeId; name: string }[] = [
  { id: 'modern-grid', name: 'The Daily Herald' },
  { id: 'udaya', name: 'Red Wave' },
  { id: 'timesmetro', name: 'Urban Chronicle' },
  { id: 'national', name: 'Unity Desk' },
  { id: 'broadsheet-classic', name: 'Broadsheet Classic' },
  { id: 'noir', name: 'Noir Press' },
  { id: 'niro', name: 'Niro White' },
  { id: 'newspaper-classic', name: 'Newspaper Classic' },
];

/** Style filters of the theme chooser. */
export const THEME_STYLE_FILTERS = [
  'All',
  'Modern',
  'Classic',
  'Vibrant',
  'Minimal',
  'Newspaper',
] as const;

export const DEFAULT_TEMPLATE: ThemeId = 'modern-grid';

export function isThemeId(id: string | null | undefined): id is ThemeId {
  return typeof id === 'string' && (THEME_IDS as readonly string[]).includes(id);
}

/** Maps the legacy id 'modern' to 'modern-grid'; an empty id gives the default template. */
export function normalizeTemplateId(id: string | null | undefined): string {
  const trimmed = typeof id === 'string' ? id.trim() : '';
  if (!trimmed) return DEFAULT_TEMPLATE;
  return trimmed === 'modern' ? 'modern-grid' : trimmed;
}

export const AUTHOR_SECTION_POSITIONS = [
  'right-sidebar',
  'left-sidebar',
  'below-article',
  'above-related',
  'floating-overlay',
  'split-column',
] as const;

export type AuthorSectionPosition = (typeof AUTHOR_SECTION_POSITIONS)[number];

export const DEFAULT_AUTHOR_SECTION_POSITION: AuthorSectionPosition = 'below-article';

export const NOTIFICATION_TYPES = [
  'news_contribution',
  'news_approval',
  'news_rejection',
  'comment',
  'follow',
  'unfollow',
] as const;

export const THEME_COLORS = { dark: '#1f2937', light: '#ffffff' } as const;

export const MOBILE_BREAKPOINT = 640;

export const OTP_LENGTH = 4;

/** Every delay and duration of both documents, in milliseconds unless the name says otherwise. */
export const TIMINGS = {
  notificationPollMs: 60_000,
  otpCooldownSeconds: 30,
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

/** Counts and text lengths of spec 001 §9 and spec 000 §9. */
export const LIMITS = {
  relatedOnCard: 3,
  relatedInPortal: 6,
  relatedNytimes: 6,
  heraldLatest: 3,
  heraldLatestTitleChars: 60,
  heraldSecondary: 3,
  heraldSecondaryChars: 200,
  galleryMaxImages: 10,
  galleryThumbnails: 9,
  homeLatestContributions: 4,
  homeFollowedFeed: 4,
  followedUsersShown: 6,
  suggestedUsers: 4,
  suggestedStoriesPerUser: 2,
  topStoriesItems: 3,
  authorCardArticles: 3,
  moreFromAuthor: 6,
  moreFromAuthorCompact: 4,
  floatingPanelItems: 6,
  timesmetroAuthorNameChars: 20,
  searchResultsShown: 5,
  notificationPreviewChars: 100,
  profileSummaryChars: 100,
  profileNameMinLength: 3,
  profilePhotoMaxBytes: 10 * 1024 * 1024,
  canvasMinWidth: 640,
  canvasMaxWidth: 1400,
} as const;

/** The related-news ranking of spec 001 §4. */
export const RELATED_RANKING = {
  recencyDays: 30,
  recencyWeight: 5,
  mediaMaxCount: 4,
  mediaWeight: 0.8,
  contentLengthDivisor: 600,
  contentLengthMax: 2,
  sameCategory: 1.5,
  sameLanguage: 0.5,
  breakingTickerBonus: 1,
} as const;

export const AI_SETTINGS = {
  temperature: 0.3,
  maxTokens: 400,
  titleMaxChars: 60,
  summaryMaxWords: 150,
} as const;

/** What the weather card shows until (or unless) real data arrives. */
export const WEATHER_FALLBACK = {
  temperatureF: 72,
  description: 'Partly Cloudy',
  highF: 78,
  lowF: 65,
} as const;

export const SOCKET_OPTIONS = {
  reconnectionAttempts: 2,
  reconnectionDelay: 3_000,
  reconnectionDelayMax: 5_000,
  timeout: 5_000,
} as const;

/** Browser-storage keys, exactly as the specification names them. */
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

/** Profile and author ids are 24 hexadecimal characters. */
export function isObjectId(id: unknown): id is string {
  return typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id);
}

/** Realtime event names of spec 000 §7 and spec 001 §7. */
export const REALTIME_EVENTS = {
  newsContributed: 'news_contributed',
  newsUpdated: 'news_updated',
  newsDeleted: 'news_deleted',
  userTyping: 'user_typing',
  customHeadingUpdated: 'custom_heading_updated',
} as const;
