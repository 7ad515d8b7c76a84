import {
  DEFAULT_AUTHOR_SECTION_POSITION,
  normalizeAuthorSectionPosition,
  normalizeSidebarPosition,
  normalizeStoryCategory as normalizeCategory,
  normalizeStoryLanguage as normalizeLanguage,
  normalizeTemplateId,
  STORY_LIMITS,
  STORY_MESSAGES,
} from '@voices/contracts';
import type { StoryRow } from '../../db/types';
import { badRequest } from '../../lib/http-errors';
import {
  characterCount,
  isTrue,
  normalizeHeading,
  plainLine,
  plainText,
} from '../../lib/story-text';
import { hasVisibleText } from '../../lib/text-hygiene';

export type Fields = Record<string, unknown>;

/** What a publish stores, checked and normalized. */
export interface StoryInput {
  title: string;
  content: string;
  category: string;
  language: string;
  selectedTemplate: string;
  authorSectionPosition: string;
  categorySidebarPosition: string | null;
  showAdvertisement: boolean;
  aiProcessed: boolean;
  customHeading: string | null;
  summary: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const given = (fields: Fields, name: string) =>
  typeof fields[name] === 'string' ? (fields[name] as string).trim() !== '' : fields[name] != null;

function title(value: unknown, missing: string): string {
  const result = plainLine(text(value));
  if (!hasVisibleText(result)) throw badRequest(missing);
  if (characterCount(result) > STORY_LIMITS.titleMaxLength) {
    throw badRequest(STORY_MESSAGES.titleTooLong);
  }
  return result;
}

function content(value: unknown, missing: string): string {
  const result = plainText(text(value)).trim();
  if (!hasVisibleText(result)) throw badRequest(missing);
  if (characterCount(result) > STORY_LIMITS.contentMaxLength) {
    throw badRequest(STORY_MESSAGES.contentTooLong);
  }
  return result;
}

function summary(value: unknown): string | null {
  const result = plainText(text(value)).trim();
  if (characterCount(result) > STORY_LIMITS.summaryMaxLength) {
    throw badRequest(STORY_MESSAGES.summaryTooLong);
  }
  return result || null;
}

function heading(value: unknown): string | null {
  const result = normalizeHeading(typeof value === 'string' ? value : null);
  if (!result.ok) throw badRequest(STORY_MESSAGES.headingTooLong);
  return result.value;
}

function checked<T>(value: T | null, message: string): T {
  if (value === null) throw badRequest(message);
  return value;
}

/** The form's theme: `selectedTemplate`, or `theme` as older clients send it. */
const templateField = (fields: Fields) =>
  given(fields, 'selectedTemplate') ? fields.selectedTemplate : fields.theme;

/**
 * A new story's fields (spec 001 §7 POST /contribute). Title, content, category and language
 * are required; the theme defaults to `defaultTemplate`, the author section to below-article.
 * `author` and `authorId` are not read: the author is the signed-in user.
 */
export function publishInput(fields: Fields, defaultTemplate: string): StoryInput {
  const storyTitle = title(fields.title, STORY_MESSAGES.titleRequired);
  const storyContent = content(fields.content, STORY_MESSAGES.contentRequired);
  if (!given(fields, 'category')) throw badRequest(STORY_MESSAGES.categoryRequired);
  const category = checked(normalizeCategory(fields.category), STORY_MESSAGES.categoryUnknown);
  if (!given(fields, 'language')) throw badRequest(STORY_MESSAGES.languageRequired);
  const language = checked(normalizeLanguage(fields.language), STORY_MESSAGES.languageUnknown);
  return {
    title: storyTitle,
    content: storyContent,
    category,
    language,
    selectedTemplate:
      given(fields, 'selectedTemplate') || given(fields, 'theme')
        ? checked(normalizeTemplateId(templateField(fields)), STORY_MESSAGES.themeUnknown)
        : defaultTemplate,
    authorSectionPosition: given(fields, 'authorSectionPosition')
      ? checked(
          normalizeAuthorSectionPosition(fields.authorSectionPosition),
          STORY_MESSAGES.positionUnknown,
        )
      : DEFAULT_AUTHOR_SECTION_POSITION,
    categorySidebarPosition: given(fields, 'categorySidebarPosition')
      ? checked(
          normalizeSidebarPosition(fields.categorySidebarPosition),
          STORY_MESSAGES.sidebarUnknown,
        )
      : null,
    showAdvertisement: isTrue(fields.showAdvertisement),
    aiProcessed: isTrue(fields.aiProcessed),
    customHeading: heading(fields.customHeading),
    summary: summary(fields.summary),
  };
}

export type StoryUpdate = Partial<
  Pick<
    StoryRow,
    | 'title'
    | 'content'
    | 'category'
    | 'language'
    | 'selected_template'
    | 'author_section_position'
    | 'category_sidebar_position'
    | 'show_advertisement'
    | 'custom_heading'
    | 'summary'
  >
>;

/**
 * An edit's changes (spec 001 §7 PUT /edit/{id}): title and content are required
 * ('Title and content are required'); every other field changes only when the form carries it.
 */
export function editInput(fields: Fields): StoryUpdate {
  const required = STORY_MESSAGES.titleAndContentRequired;
  const update: StoryUpdate = {
    title: title(fields.title, required),
    content: content(fields.content, required),
  };
  if (given(fields, 'category')) {
    update.category = checked(normalizeCategory(fields.category), STORY_MESSAGES.categoryUnknown);
  }
  if (given(fields, 'language')) {
    update.language = checked(normalizeLanguage(fields.language), STORY_MESSAGES.languageUnknown);
  }
  if (given(fields, 'selectedTemplate') || given(fields, 'theme')) {
    update.selected_template = checked(
      normalizeTemplateId(templateField(fields)),
      STORY_MESSAGES.themeUnknown,
    );
  }
  if (given(fields, 'authorSectionPosition')) {
    update.author_section_position = checked(
      normalizeAuthorSectionPosition(fields.authorSectionPosition),
      STORY_MESSAGES.positionUnknown,
    );
  }
  if ('categorySidebarPosition' in fields) {
    update.category_sidebar_position = given(fields, 'categorySidebarPosition')
      ? checked(
          normalizeSidebarPosition(fields.categorySidebarPosition),
          STORY_MESSAGES.sidebarUnknown,
        )
      : null;
  }
  if (given(fields, 'showAdvertisement')) {
    update.show_advertisement = isTrue(fields.showAdvertisement) ? 1 : 0;
  }
  if ('customHeading' in fields) update.custom_heading = heading(fields.customHeading);
  if ('summary' in fields) update.summary = summary(fields.summary);
  return update;
}

/**
 * The file names an edit removes: `removedMedia`, a JSON list in a string (the only form the
 * edit schema lets through; a list itself is still read). Names may come as the story's `media`
 * entries or as their /uploads/ paths or URLs.
 */
export function removedMediaNames(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest(STORY_MESSAGES.removedMediaInvalid);
    }
  }
  if (!Array.isArray(list) || list.some((name) => typeof name !== 'string')) {
    throw badRequest(STORY_MESSAGES.removedMediaInvalid);
  }
  return (list as string[]).map((name) => {
    const last = name.split(/[?#]/)[0]!.split('/').pop() ?? '';
    try {
      return decodeURIComponent(last);
    } catch {
      return last;
    }
  });
}

/**
 * How a field the form's schema refuses is answered, in the spec's words: `required` when it is
 * missing, `invalid` when it is no text.
 */
export type FormFieldMessages = Record<string, { required?: string; invalid: string }>;

/** POST /contribute: the messages the checks above give for the same fields. */
export const PUBLISH_FORM_MESSAGES: FormFieldMessages = {
  title: { invalid: STORY_MESSAGES.titleRequired },
  content: { invalid: STORY_MESSAGES.contentRequired },
  category: { required: STORY_MESSAGES.categoryRequired, invalid: STORY_MESSAGES.categoryUnknown },
  language: { required: STORY_MESSAGES.languageRequired, invalid: STORY_MESSAGES.languageUnknown },
  selectedTemplate: { invalid: STORY_MESSAGES.themeUnknown },
  authorSectionPosition: { invalid: STORY_MESSAGES.positionUnknown },
  categorySidebarPosition: { invalid: STORY_MESSAGES.sidebarUnknown },
};

/** PUT /edit/{id}. */
export const EDIT_FORM_MESSAGES: FormFieldMessages = {
  title: { invalid: STORY_MESSAGES.titleAndContentRequired },
  content: { invalid: STORY_MESSAGES.titleAndContentRequired },
  category: { invalid: STORY_MESSAGES.categoryUnknown },
  language: { invalid: STORY_MESSAGES.languageUnknown },
  selectedTemplate: { invalid: STORY_MESSAGES.themeUnknown },
  authorSectionPosition: { invalid: STORY_MESSAGES.positionUnknown },
  categorySidebarPosition: { invalid: STORY_MESSAGES.sidebarUnknown },
  removedMedia: { invalid: STORY_MESSAGES.removedMediaInvalid },
};
