// The schemas of the forms with many fields, built from the limits and messages the gateway
// enforces (@voices/contracts/constants), so a form refuses what the server would refuse, in
// the server's words, before anything is sent. Loaded with the checker when a form first
// validates (form-schemas.ts names them for the forms).
import { Type, type Static } from '@sinclair/typebox';
import {
  STORY_AUTHOR_SECTION_POSITIONS,
  STORY_CATEGORIES,
  STORY_LANGUAGES,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_TEMPLATE_IDS,
  USER_BIO_MAX_LENGTH,
  USER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
} from '@voices/contracts/constants';

/** Text with at least one character that is not a space. */
const NOT_BLANK = '\\S';

const oneOf = <T extends string>(values: readonly T[], errorMessage: string) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { errorMessage },
  );

const text = (maxLength: number, errorMessage: string, required?: string) =>
  Type.String({
    maxLength,
    errorMessage,
    ...(required ? { pattern: NOT_BLANK, requiredMessage: required } : {}),
  });

/** Compose and Edit News: what every story has. */
export const storyFormSchema = Type.Object({
  title: text(
    STORY_LIMITS.titleMaxLength,
    STORY_MESSAGES.titleTooLong,
    STORY_MESSAGES.titleRequired,
  ),
  content: text(
    STORY_LIMITS.contentMaxLength,
    STORY_MESSAGES.contentTooLong,
    STORY_MESSAGES.contentRequired,
  ),
  category: oneOf(STORY_CATEGORIES, STORY_MESSAGES.categoryUnknown),
  language: oneOf(STORY_LANGUAGES, STORY_MESSAGES.languageUnknown),
  selectedTemplate: oneOf(STORY_TEMPLATE_IDS, STORY_MESSAGES.themeUnknown),
  authorSectionPosition: oneOf(STORY_AUTHOR_SECTION_POSITIONS, STORY_MESSAGES.positionUnknown),
  showAdvertisement: Type.Boolean(),
  customHeading: text(STORY_LIMITS.headingMaxLength, STORY_MESSAGES.headingTooLong),
});
export type StoryFormValues = Static<typeof storyFormSchema>;

/**
 * Edit News: what the author may change. A blank title or content is one complaint
 * (spec 001 §5: 'Title and content are required').
 */
export const storyEditFormSchema = Type.Object({
  title: text(
    STORY_LIMITS.titleMaxLength,
    STORY_MESSAGES.titleTooLong,
    STORY_MESSAGES.titleAndContentRequired,
  ),
  content: text(
    STORY_LIMITS.contentMaxLength,
    STORY_MESSAGES.contentTooLong,
    STORY_MESSAGES.titleAndContentRequired,
  ),
  category: oneOf(STORY_CATEGORIES, STORY_MESSAGES.categoryUnknown),
  selectedTemplate: oneOf(STORY_TEMPLATE_IDS, STORY_MESSAGES.themeUnknown),
  authorSectionPosition: oneOf(STORY_AUTHOR_SECTION_POSITIONS, STORY_MESSAGES.positionUnknown),
  showAdvertisement: Type.Boolean(),
});
export type StoryEditFormValues = Static<typeof storyEditFormSchema>;

const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Edit Profile (spec 000 §5): name of 3 to 100 characters, an e-mail, an optional bio. */
export const profileFormSchema = Type.Object({
  name: Type.String({
    minLength: USER_NAME_MIN_LENGTH,
    maxLength: USER_NAME_MAX_LENGTH,
    pattern: NOT_BLANK,
    errorMessage: USER_MESSAGES.nameTooShort,
    requiredMessage: USER_MESSAGES.nameRequired,
  }),
  email: Type.String({
    maxLength: EMAIL_MAX_LENGTH,
    pattern: EMAIL,
    errorMessage: USER_MESSAGES.emailInvalid,
    requiredMessage: USER_MESSAGES.emailRequired,
  }),
  bio: text(USER_BIO_MAX_LENGTH, USER_MESSAGES.bioTooLong),
});
export type ProfileFormValues = Static<typeof profileFormSchema>;

/** The third step of registration: a full name and an optional bio. */
export const registrationProfileSchema = Type.Object({
  name: text(USER_NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong, AUTH_MESSAGES.nameRequired),
  bio: text(USER_BIO_MAX_LENGTH, AUTH_MESSAGES.bioTooLong),
});
export type RegistrationProfileValues = Static<typeof registrationProfileSchema>;
