import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { STORY_LIMITS, STORY_TEMPLATE_IDS } from './constants/stories';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const TemplateId = Type.String({
  maxLength: 100,
  description: `${STORY_TEMPLATE_IDS.join(', ')} (legacy modern is taken as modern-grid)`,
});

/** `PUT /users/me/preferred-template`. */
export const PreferredTemplateBody = Type.Object(
  { templateId: TemplateId },
  { title: 'PreferredTemplateBody' },
);
export type PreferredTemplateBody = Static<typeof PreferredTemplateBody>;

/** `GET` and `PUT /users/me/preferred-template`. */
export const PreferredTemplateResponse = Type.Object(
  {
    success: Type.Literal(true),
    preferredTemplate: Type.Union([Type.String({ examples: ['modern-grid'] }), Type.Null()], {
      description: 'The theme the member saved; null until they save one',
    }),
    message: Type.Optional(Type.String()),
  },
  { title: 'PreferredTemplateResponse' },
);
export type PreferredTemplateResponse = Static<typeof PreferredTemplateResponse>;

export const CustomHeadingParams = Type.Object({ authorId: Type.String({ maxLength: 100 }) });
export type CustomHeadingParams = Static<typeof CustomHeadingParams>;

export const CustomHeadingQuery = Type.Object({
  themeId: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "The heading for this theme; the author's global heading when there is none",
    }),
  ),
});
export type CustomHeadingQuery = Static<typeof CustomHeadingQuery>;

/** `PUT /users/me/custom-heading`: an empty heading removes it; without themeId it is global. */
export const CustomHeadingBody = Type.Object(
  {
    heading: Nullable(
      Type.String({
        maxLength: 10_000,
        description: `Plain text, one line, at most ${STORY_LIMITS.headingMaxLength} characters after trimming`,
      }),
    ),
    themeId: Type.Optional(Nullable(TemplateId)),
  },
  { title: 'CustomHeadingBody' },
);
export type CustomHeadingBody = Static<typeof CustomHeadingBody>;

/** `GET /users/{authorId}/custom-heading` and `PUT /users/me/custom-heading`. */
export const CustomHeadingResponse = Type.Object(
  {
    success: Type.Literal(true),
    heading: Nullable(Type.String()),
    themeId: Nullable(
      Type.String({ description: 'The theme the heading belongs to; null for the global one' }),
    ),
    message: Type.Optional(Type.String()),
  },
  { title: 'CustomHeadingResponse' },
);
export type CustomHeadingResponse = Static<typeof CustomHeadingResponse>;
