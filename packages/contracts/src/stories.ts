import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NewsArticle } from './news';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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

/** Languages a story can be written in (spec 001 §3); the first is the default. */
export const STORY_LANGUAGES = [
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
] as const;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

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

/** Old theme ids still accepted, and the theme each stands for. */
export const LEGACY_TEMPLATE_IDS: Readonly<Record<string, StoryTemplateId>> = {
  modern: 'modern-grid',
};

/** Where the author block sits in an article (spec 001 §2); the default is below-article. */
export const STORY_AUTHOR_SECTION_POSITIONS = [
  'right-sidebar',
  'left-sidebar',
  'below-article',
  'above-related',
  'floating-overlay',
  'split-column',
] as const;
export type StoryAuthorSectionPosition = (typeof STORY_AUTHOR_SECTION_POSITIONS)[number];

/** Which side a theme's category sidebar sits on, when a story sets it. */
export const STORY_CATEGORY_SIDEBAR_POSITIONS = ['left', 'right'] as const;

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
  categoryUnknown: `Unknown category. Choose one of: ${list(STORY_CATEGORIES)}`,
  languageUnknown: `Unknown language. Choose one of: ${list(STORY_LANGUAGES)}`,
  themeUnknown: 'This theme is not recognized.',
  positionUnknown: `Unknown author section position. Choose one of: ${list(STORY_AUTHOR_SECTION_POSITIONS)}`,
  sidebarUnknown: 'Unknown category sidebar position. Choose left or right',
  onlyImages: 'Only image files are allowed!',
  imageTooLarge: 'Each image must be at most 10 MB.',
  imageTooManyPixels: 'An image is too large. The maximum is 40 megapixels.',
  imageUnreadable: 'An image could not be read. Please choose another one.',
  tooManyImages: `A story can have at most ${STORY_LIMITS.maxMedia} images.`,
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
    `You are publishing too fast. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
};

/**
 * A community story as the contribution calls answer it: the feed's article (spec 001 §3, with
 * `type: 'story'`) and the story's own settings. Text is plain text: show it as text.
 */
export const Story = Type.Composite(
  [
    NewsArticle,
    Type.Object({
      summary: Nullable(Type.String({ description: 'Plain text' })),
      theme: Type.String({ description: 'The same as selectedTemplate' }),
      authorSectionPosition: Type.String({ examples: ['below-article'] }),
      categorySidebarPosition: Nullable(Type.String({ examples: ['left'] })),
      showAdvertisement: Type.Boolean(),
      aiProcessed: Type.Boolean(),
      customHeading: Nullable(Type.String({ description: "The story's own masthead heading" })),
      thumbnails: Type.Array(Type.String(), {
        description:
          'For each entry of `media`, the file name of its small copy (longest side 480 px) under /uploads',
      }),
      updatedAt: Type.String(),
    }),
  ],
  { title: 'Story' },
);
export type Story = Static<typeof Story>;

export const StoryIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type StoryIdParams = Static<typeof StoryIdParams>;

/** `POST /contribute`, `GET /contributions/{id}`, `PUT /edit/{id}`. */
export const StoryResponse = Type.Object(
  { success: Type.Literal(true), message: Type.Optional(Type.String()), data: Story },
  { title: 'StoryResponse' },
);
export type StoryResponse = Static<typeof StoryResponse>;

export const ContributionsQuery = Type.Object({
  authorId: Type.Optional(
    Type.String({ maxLength: 100, description: "Only this author's stories" }),
  ),
  category: Type.Optional(
    Type.String({ maxLength: 40, description: 'Only this category (any case)' }),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: STORY_LIMITS.listMax, default: STORY_LIMITS.listDefault }),
  ),
  before: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Only stories older than this one: the id of the last story of the page before',
    }),
  ),
});
export type ContributionsQuery = Static<typeof ContributionsQuery>;

/** `GET /getContributions`: a list of stories, newest first (the spec's shape: a bare list). */
export const StoryList = Type.Array(Story, { title: 'StoryList' });
export type StoryList = Static<typeof StoryList>;

const FormText = (description: string) => Type.Optional(Type.String({ description }));

/** `POST /contribute` (multipart/form-data, or JSON without images). Documents the form. */
export const ContributeForm = Type.Object(
  {
    title: Type.String({ description: `At most ${STORY_LIMITS.titleMaxLength} characters` }),
    content: Type.String({ description: 'At most 50,000 characters' }),
    category: Type.String({ description: list(STORY_CATEGORIES) }),
    language: Type.String({ description: list(STORY_LANGUAGES) }),
    selectedTemplate: FormText(`${list(STORY_TEMPLATE_IDS)} (or legacy modern)`),
    authorSectionPosition: FormText(list(STORY_AUTHOR_SECTION_POSITIONS)),
    categorySidebarPosition: FormText('left or right'),
    showAdvertisement: FormText("'true' or 'false'"),
    aiProcessed: FormText("'true' or 'false'"),
    customHeading: FormText(`At most ${STORY_LIMITS.headingMaxLength} characters`),
    summary: FormText(`At most ${STORY_LIMITS.summaryMaxLength} characters`),
    author: FormText('Ignored: the author is the signed-in user'),
    authorId: FormText('Ignored: the author is the signed-in user'),
    media: Type.Optional(
      Type.Array(Type.String({ format: 'binary' }), {
        description: `Up to ${STORY_LIMITS.maxMedia} JPEG, PNG, GIF or WebP images of at most 10 MB each`,
      }),
    ),
  },
  { title: 'ContributeForm' },
);

/** `PUT /edit/{id}` (multipart/form-data, or JSON without images). Absent fields stay as they are. */
export const EditStoryForm = Type.Object(
  {
    title: Type.String(),
    content: Type.String(),
    category: FormText(list(STORY_CATEGORIES)),
    language: FormText(list(STORY_LANGUAGES)),
    selectedTemplate: FormText(list(STORY_TEMPLATE_IDS)),
    authorSectionPosition: FormText(list(STORY_AUTHOR_SECTION_POSITIONS)),
    categorySidebarPosition: FormText('left or right'),
    showAdvertisement: FormText("'true' or 'false'"),
    customHeading: FormText('Empty removes it'),
    summary: FormText('Empty removes it'),
    removedMedia: FormText('A JSON list of the file names (from `media`) to remove'),
    authorId: FormText('Ignored: only the author may edit'),
    media: Type.Optional(Type.Array(Type.String({ format: 'binary' }))),
  },
  { title: 'EditStoryForm' },
);

/** `DELETE /delete/{id}`: the body may name an author id, which is ignored. */
export const DeleteStoryBody = Type.Object(
  { authorId: Type.Optional(Type.String({ description: 'Ignored: only the author may delete' })) },
  { title: 'DeleteStoryBody' },
);

export const DeleteStoryResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String() },
  { title: 'DeleteStoryResponse' },
);
export type DeleteStoryResponse = Static<typeof DeleteStoryResponse>;

/** Socket events every client receives after a publish, an edit or a delete. */
export const STORY_SOCKET_EVENTS = {
  published: 'news_contributed',
  updated: 'news_updated',
  deleted: 'news_deleted',
} as const;

/** The payload of news_contributed, news_updated and news_deleted. */
export interface StorySocketPayload {
  id: string;
  authorId: string;
}
