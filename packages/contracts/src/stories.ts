import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { NewsArticle } from './news';
import { STORY_LANGUAGES } from './constants/story-languages';
import {
  STORY_AUTHOR_SECTION_POSITIONS,
  STORY_CATEGORIES,
  STORY_LIMITS,
  STORY_TEMPLATE_IDS,
} from './constants/stories';

const list = (values: readonly string[]) => values.join(', ');

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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
    selectedTemplate: FormText(
      `${list(STORY_TEMPLATE_IDS)} (or the style names modern and express)`,
    ),
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
