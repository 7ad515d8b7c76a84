import { durationText } from './durations';
import { STORY_LANGUAGES } from './story-languages';

/** Categories a story can be filed under (spec 001 §3); the first is the default. */
export const STORY_CATEGORIES = [
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
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
export const DEFAULT_STORY_CATEGORY: StoryCategory = 'Politics';

/** One of the 13 categories, in its own spelling, whatever the case given; else null. */
export function normalizeStoryCategory(value: unknown): StoryCategory | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return STORY_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

/** The eight article themes (spec 001 §2); the first is the default. */
export const STORY_TEMPLATE_IDS = [
  'modern-grid',
  'udaya',
  'timesmetro',
  'national',
  'broadsheet-classic',
  'noir',
  'niro',
  'newspaper-classic',
] as const;
export type StoryTemplateId = (typeof STORY_TEMPLATE_IDS)[number];
export const DEFAULT_TEMPLATE_ID: StoryTemplateId = 'modern-grid';

/**
 * Style names that are not themes of their own (spec 001 §2: "filter only"). Two of them name
 * a theme when a story or a link carries them: 'modern' (the legacy id) and 'express' (the
 * portal) both stand for The Daily Herald.
 */
export const THEME_STYLE_NAMES = [
  'modern',
  'classic',
  'minimal',
  'express',
  'nytimes',
  'kdbt',
  'vibrant',
] as const;
export type ThemeStyleName = (typeof THEME_STYLE_NAMES)[number];

/** Ids that are not themes but stand for one. */
export const LEGACY_TEMPLATE_IDS: Readonly<Partial<Record<string, StoryTemplateId>>> = {
  modern: 'modern-grid',
  express: 'modern-grid',
};

export function isTemplateId(id: unknown): id is StoryTemplateId {
  return typeof id === 'string' && (STORY_TEMPLATE_IDS as readonly string[]).includes(id);
}

/**
 * The theme a template id names (spec 000 §3, 001 §2), the one rule for the whole site: trimmed
 * and in any case; nothing (null, undefined, '') is the default theme; 'modern' and 'express'
 * are The Daily Herald; anything else that is not one of the eight names no theme (null), which
 * readers see as 'This theme is not recognized.' and the gateway refuses.
 */
export function normalizeTemplateId(id: unknown): StoryTemplateId | null {
  if (id === null || id === undefined) return DEFAULT_TEMPLATE_ID;
  if (typeof id !== 'string') return null;
  const key = id.trim().toLowerCase();
  if (!key) return DEFAULT_TEMPLATE_ID;
  const mapped = LEGACY_TEMPLATE_IDS[key] ?? key;
  return isTemplateId(mapped) ? mapped : null;
}

/** Where the author block sits in an article (spec 001 §2). */
export const STORY_AUTHOR_SECTION_POSITIONS = [
  'right-sidebar',
  'left-sidebar',
  'below-article',
  'above-related',
  'floating-overlay',
  'split-column',
] as const;
export type StoryAuthorSectionPosition = (typeof STORY_AUTHOR_SECTION_POSITIONS)[number];
/** Where the author block sits when neither the story nor its theme says (spec 001 §9). */
export const DEFAULT_AUTHOR_SECTION_POSITION: StoryAuthorSectionPosition = 'below-article';

export function normalizeAuthorSectionPosition(value: unknown): StoryAuthorSectionPosition | null {
  if (typeof value !== 'string') return null;
  const position = value.trim().toLowerCase();
  return (STORY_AUTHOR_SECTION_POSITIONS as readonly string[]).includes(position)
    ? (position as StoryAuthorSectionPosition)
    : null;
}

/** Which side a theme's category sidebar sits on, when a story sets it. */
export const STORY_CATEGORY_SIDEBAR_POSITIONS = ['left', 'right'] as const;
export type StoryCategorySidebarPosition = (typeof STORY_CATEGORY_SIDEBAR_POSITIONS)[number];

export function normalizeSidebarPosition(value: unknown): StoryCategorySidebarPosition | null {
  if (typeof value !== 'string') return null;
  const position = value.trim().toLowerCase();
  return (STORY_CATEGORY_SIDEBAR_POSITIONS as readonly string[]).includes(position)
    ? (position as StoryCategorySidebarPosition)
    : null;
}

/** The limits of a story and of publishing, as the gateway enforces them. */
export const STORY_LIMITS = {
  /** Characters, after trimming. */
  titleMaxLength: 200,
  /** Characters, after trimming. */
  contentMaxLength: 50_000,
  summaryMaxLength: 2_000,
  /** A story's own masthead heading, and an author's custom heading. */
  headingMaxLength: 200,
  /** Images per story (the gallery: a main image and 9 thumbnails). */
  maxMedia: 10,
  /** Bytes per image (10 MiB). */
  mediaMaxBytes: 10 * 1024 * 1024,
  /** The longest side of the copy shown in the article, in pixels. */
  displayMaxSide: 1600,
  /** The longest side of the copy cards and lists show, in pixels. */
  thumbnailMaxSide: 480,
  /** Stories one author may publish per window. */
  publishesPerWindow: 9,
  publishWindowSeconds: 30,
  /** How long a publish is remembered under its Idempotency-Key. */
  idempotencyHours: 24,
  /** `GET /getContributions` page size: default and most. */
  listDefault: 50,
  listMax: 100,
} as const;

const list = (values: readonly string[]) => values.join(', ');

// Worked out once, marked free of side effects: a browser bundle that never reads the messages
// below leaves them, and the tables they list, out (the language table is 1 KB after gzip).
const CATEGORY_LIST = /* @__PURE__ */ list(STORY_CATEGORIES);
const LANGUAGE_LIST = /* @__PURE__ */ list(STORY_LANGUAGES);
const POSITION_LIST = /* @__PURE__ */ list(STORY_AUTHOR_SECTION_POSITIONS);

/** What the story calls answer, word for word (spec 001 §5 and §8 where they give one). */
export const STORY_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  categoryRequired: 'Category is required',
  languageRequired: 'Language is required',
  titleAndContentRequired: 'Title and content are required',
  titleTooLong: `Title must be at most ${STORY_LIMITS.titleMaxLength} characters`,
  contentTooLong: `Content must be at most 50,000 characters`,
  summaryTooLong: `Summary must be at most ${STORY_LIMITS.summaryMaxLength} characters`,
  headingTooLong: `The heading must be at most ${STORY_LIMITS.headingMaxLength} characters`,
  categoryUnknown: `Unknown category. Choose one of: ${CATEGORY_LIST}`,
  languageUnknown: `Unknown language. Choose one of: ${LANGUAGE_LIST}`,
  themeUnknown: 'This theme is not recognized.',
  positionUnknown: `Unknown author section position. Choose one of: ${POSITION_LIST}`,
  sidebarUnknown: 'Unknown category sidebar position. Choose left or right',
  onlyImages: 'Only image files are allowed!',
  imageTooLarge: 'Each image must be at most 10 MB.',
  imageTooManyPixels: 'An image is too large. The maximum is 40 megapixels.',
  imageUnreadable: 'An image could not be read. Please choose another one.',
  tooManyImages: `A story can have at most ${STORY_LIMITS.maxMedia} images.`,
  storyTooLarge: `A story can carry at most ${STORY_LIMITS.maxMedia} images of 10 MB each.`,
  removedMediaInvalid: 'removedMedia must be a JSON list of file names',
  newsNotFound: 'News not found',
  notYourNews: 'You can only edit your own news',
  notYourNewsToDelete: 'You can only delete your own news',
  published: 'News submitted successfully!',
  updated: 'News updated successfully!',
  deleted: 'News deleted successfully!',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different story.',
  publishInProgress: 'This story is still being published. Please wait a moment.',
  invalidCursor: 'before must be the id of a story',
} as const;

/** The 429 of publishing, with the wait written out. */
export const storyWaitMessages = {
  tooManyStories: (seconds: number) =>
    `You are publishing too fast. Please wait ${durationText(seconds, 'second')}.`,
};

/** Response header of `GET /getContributions`: the `before` of the next, older page. */
export const STORY_LIST_HEADERS = { nextCursor: 'x-next-cursor' } as const;

/** The theme to draw a link or a page in: the one the id names, else the default theme. */
export function templateIdOrDefault(id: unknown): StoryTemplateId {
  return normalizeTemplateId(id) ?? DEFAULT_TEMPLATE_ID;
}
