import { Type, type Static } from '@sinclair/typebox';
import { DRAFT_LIMITS } from './constants/drafts';
import { STORY_LIMITS } from './constants/stories';

/**
 * A story not yet sent, kept for its author: the compose form's one draft ('compose') and one
 * per story being edited ('edit-{storyId}'). Text and choices only; images stay in the browser.
 * The choices are kept as typed, unchecked against the lists: a draft is checked when it is sent.
 */
export const DraftKeyParams = Type.Object({
  key: Type.String({
    pattern: DRAFT_LIMITS.keyPattern,
    maxLength: DRAFT_LIMITS.keyMaxLength,
    description: "'compose', or 'edit-{storyId}'",
  }),
});
export type DraftKeyParams = Static<typeof DraftKeyParams>;

const Choice = Type.String({ maxLength: 100 });

/** `PUT /drafts/{key}`: what the form holds; every field optional. */
export const DraftBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: STORY_LIMITS.titleMaxLength })),
    content: Type.Optional(Type.String({ maxLength: STORY_LIMITS.contentMaxLength })),
    category: Type.Optional(Choice),
    language: Type.Optional(Choice),
    selectedTemplate: Type.Optional(Choice),
    authorSectionPosition: Type.Optional(Choice),
    showAdvertisement: Type.Optional(Type.Boolean()),
    customHeading: Type.Optional(Type.String({ maxLength: STORY_LIMITS.headingMaxLength })),
    removedMedia: Type.Optional(
      Type.Array(Type.String({ maxLength: 200 }), { maxItems: STORY_LIMITS.maxMedia }),
    ),
    idempotencyKey: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'The Idempotency-Key the publish of this draft sends, kept with it',
      }),
    ),
  },
  { additionalProperties: false, title: 'DraftBody' },
);
export type DraftBody = Static<typeof DraftBody>;

export const Draft = Type.Object(
  {
    key: Type.String(),
    fields: DraftBody,
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'Draft' },
);
export type Draft = Static<typeof Draft>;

/** `PUT /drafts/{key}`. */
export const DraftResponse = Type.Object(
  { success: Type.Literal(true), draft: Draft },
  { title: 'DraftResponse' },
);
export type DraftResponse = Static<typeof DraftResponse>;

/** `GET /drafts`: the member's drafts, newest first. */
export const DraftListResponse = Type.Object(
  { success: Type.Literal(true), drafts: Type.Array(Draft) },
  { title: 'DraftListResponse' },
);
export type DraftListResponse = Static<typeof DraftListResponse>;

/** `DELETE /drafts/{key}`: done whether or not there was one. */
export const DraftDeletedResponse = Type.Object(
  { success: Type.Literal(true) },
  { title: 'DraftDeletedResponse' },
);
export type DraftDeletedResponse = Static<typeof DraftDeletedResponse>;
