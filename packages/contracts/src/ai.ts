import { Type, type Static } from '@sinclair/typebox';
import { STORY_LIMITS } from './constants/stories';

/** `POST /ai/enhance`. */
export const AiEnhanceBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: STORY_LIMITS.titleMaxLength })),
    content: Type.Optional(Type.String({ maxLength: STORY_LIMITS.contentMaxLength })),
  },
  { title: 'AiEnhanceBody' },
);
export type AiEnhanceBody = Static<typeof AiEnhanceBody>;

/** A new title (under 60 characters) and summary (under 150 words), as plain text. */
export const AiEnhanceResponse = Type.Object(
  {
    success: Type.Literal(true),
    summaryTitle: Type.String(),
    summaryContent: Type.String(),
  },
  { title: 'AiEnhanceResponse' },
);
export type AiEnhanceResponse = Static<typeof AiEnhanceResponse>;
