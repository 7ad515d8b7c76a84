import { Type, type Static, type TSchema } from '@sinclair/typebox';

import { NEWS_PAGE_LIMITS } from './constants/feed';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A news item (spec 001 §3): a community story (`type: 'story'`, with `authorId`) or an item
 * from a news source (`type: 'feed'`, with `link` and `source_name`). Both carry every field;
 * what does not apply is null.
 */
export const NewsArticle = Type.Object(
  {
    _id: Type.String({ description: '24 hexadecimal characters' }),
    id: Type.String(),
    type: Type.Union([Type.Literal('story'), Type.Literal('feed')]),
    title: Type.String(),
    description: Type.String({ description: 'Plain text: a story summary or the feed summary' }),
    content: Type.String({ description: 'Plain text' }),
    category: Type.String({
      description: "A story's category as filed (e.g. 'Sports'), or a feed's tab (e.g. 'sports')",
    }),
    subcategory: Nullable(Type.String()),
    language: Type.String(),
    image_url: Nullable(
      Type.String({ description: 'An http(s) URL, or /uploads/… for a story image' }),
    ),
    media: Type.Array(Type.String(), {
      description: "A story's media file names (under /uploads), or a feed item's image URL",
    }),
    pubDate: Type.String({ description: 'ISO 8601 instant the item was published' }),
    publishedAt: Type.String(),
    submittedAt: Nullable(Type.String()),
    createdAt: Nullable(Type.String()),
    link: Nullable(Type.String({ description: "The source's page of a feed item" })),
    source_name: Nullable(Type.String()),
    source_icon: Nullable(Type.String()),
    source_url: Nullable(Type.String()),
    creator: Nullable(Type.String({ description: "The writer's name, when known" })),
    authorId: Nullable(Type.String()),
    author: Nullable(Type.String()),
    authorPhoto: Nullable(Type.String()),
    country: Nullable(Type.String()),
    state: Nullable(Type.String()),
    selectedTemplate: Nullable(Type.String()),
    moderationStatus: Type.Optional(
      Type.Union([Type.Literal('visible'), Type.Literal('hidden')], {
        description:
          "A story's: 'hidden' once a moderator took it down (only its author and moderators still see it)",
      }),
    ),
    moderationReason: Type.Optional(
      Nullable(
        Type.String({ description: 'Why it was hidden: for its author and moderators only' }),
      ),
    ),
    verificationStatus: Type.Optional(
      Nullable(
        Type.Union([Type.Literal('verified'), Type.Literal('disputed')], {
          description: "A moderator's fact-check label",
        }),
      ),
    ),
    verificationNote: Type.Optional(
      Nullable(Type.String({ description: "The moderator's note on the label" })),
    ),
    isVerified: Type.Optional(
      Type.Boolean({ description: "true when verificationStatus is 'verified'" }),
    ),
    flaggedAsFake: Type.Optional(
      Type.Boolean({ description: "true when verificationStatus is 'disputed'" }),
    ),
  },
  { title: 'NewsArticle' },
);
export type NewsArticle = Static<typeof NewsArticle>;

/** How long a list item's `description` may be, in characters (ellipsis included). */
export const LIST_DESCRIPTION_CHARS = 300;

/**
 * An item of a list (a tab's page, search results): what a card shows, not the full text. Every
 * field of `NewsArticle` but `content`; `description` is plain text cut at a word boundary to at
 * most 300 characters, with an ellipsis when cut. The whole item is `GET /news/{id}`.
 */
export const NewsListItem = Type.Omit(NewsArticle, ['content'], { title: 'NewsListItem' });
export type NewsListItem = Static<typeof NewsListItem>;

const Language = Type.String({
  pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$',
  description: 'A content language code, e.g. en, hi, kn',
});

const Cursor = Type.String({
  maxLength: 200,
  description: "The previous answer's nextPage, as it was",
});

export const CategoryParams = Type.Object({
  category: Type.String({ minLength: 1, maxLength: 40 }),
});
export type CategoryParams = Static<typeof CategoryParams>;

export const CategoryQuery = Type.Object({
  language: Type.Optional(Language),
  state: Type.Optional(Type.String({ maxLength: 100, description: 'The local tab: a state name' })),
  subcategory: Type.Optional(Type.String({ maxLength: 40 })),
  page: Type.Optional(Cursor),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NEWS_PAGE_LIMITS.categoryMax,
      default: NEWS_PAGE_LIMITS.categoryDefault,
    }),
  ),
});
export type CategoryQuery = Static<typeof CategoryQuery>;

/** `GET /category/{category}`: `data` and `results` are the same page; `nextPage` null at the end. */
export const NewsListResponse = Type.Object(
  {
    success: Type.Literal(true),
    message: Type.String(),
    data: Type.Array(NewsListItem),
    results: Type.Array(NewsListItem),
    nextPage: Nullable(Type.String()),
  },
  { title: 'NewsListResponse' },
);
export type NewsListResponse = Static<typeof NewsListResponse>;

export const CategoryCountsQuery = Type.Object({
  language: Type.Optional(Language),
  state: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CategoryCountsQuery = Static<typeof CategoryCountsQuery>;

/** `GET /category-counts`: items per tab (the nine) and per topic (politics, science, …). */
export const CategoryCountsResponse = Type.Object(
  {
    success: Type.Literal(true),
    counts: Type.Record(Type.String(), Type.Integer()),
  },
  { title: 'CategoryCountsResponse' },
);
export type CategoryCountsResponse = Static<typeof CategoryCountsResponse>;

export const NewsIdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
export type NewsIdParams = Static<typeof NewsIdParams>;

/** `GET /news/{id}`. */
export const NewsItemResponse = Type.Object(
  { success: Type.Literal(true), message: Type.String(), news: NewsArticle },
  { title: 'NewsItemResponse' },
);
export type NewsItemResponse = Static<typeof NewsItemResponse>;

export const AuthorNewsParams = Type.Object({ name: Type.String({ maxLength: 200 }) });
export type AuthorNewsParams = Static<typeof AuthorNewsParams>;

export const AuthorNewsQuery = Type.Object({
  page: Type.Optional(Cursor),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NEWS_PAGE_LIMITS.authorMax,
      default: NEWS_PAGE_LIMITS.authorDefault,
    }),
  ),
});
export type AuthorNewsQuery = Static<typeof AuthorNewsQuery>;

/** `GET /news/author/{name}`: the author's stories and the source items they wrote, newest first. */
export const AuthorNewsResponse = Type.Object(
  {
    success: Type.Literal(true),
    results: Type.Array(NewsArticle),
    nextPage: Nullable(Type.String()),
  },
  { title: 'AuthorNewsResponse' },
);
export type AuthorNewsResponse = Static<typeof AuthorNewsResponse>;

export const RelatedNewsQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 300 })),
  category: Type.Optional(Type.String({ maxLength: 40 })),
  language: Type.Optional(Language),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NEWS_PAGE_LIMITS.relatedMax,
      default: NEWS_PAGE_LIMITS.relatedDefault,
    }),
  ),
  exclude: Type.Optional(
    Type.String({ maxLength: 100, description: 'The id of the item the list is for' }),
  ),
  theme: Type.Optional(
    Type.String({
      maxLength: 40,
      description:
        "The theme the page draws the `exclude` story in, when not its own (a portal in another theme); an unknown id counts as the story's own",
    }),
  ),
  categoryOnly: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'Filter to `category` and list newest first instead of by score',
    }),
  ),
});
export type RelatedNewsQuery = Static<typeof RelatedNewsQuery>;

/** `GET /news/related`: best first (the score of spec 001 §4), or newest first with categoryOnly. */
export const RelatedNewsResponse = Type.Object(
  { success: Type.Literal(true), results: Type.Array(NewsArticle) },
  { title: 'RelatedNewsResponse' },
);
export type RelatedNewsResponse = Static<typeof RelatedNewsResponse>;

export const SearchQuery = Type.Object({
  q: Type.String({ maxLength: 300 }),
  language: Type.Optional(Language),
  page: Type.Optional(
    Type.String({ pattern: '^[1-9][0-9]{0,3}$', description: 'A page number from 1' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: NEWS_PAGE_LIMITS.searchMax,
      default: NEWS_PAGE_LIMITS.searchDefault,
    }),
  ),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** `GET /search`: best match first (title above description above content). */
export const SearchResponse = Type.Object(
  {
    success: Type.Literal(true),
    query: Type.String(),
    results: Type.Array(NewsListItem),
    nextPage: Nullable(Type.String()),
  },
  { title: 'SearchResponse' },
);
export type SearchResponse = Static<typeof SearchResponse>;
