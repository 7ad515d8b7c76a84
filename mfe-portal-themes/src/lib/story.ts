// What the pages and the themes read of a story, typed on the platform's canonical story
// (`ThemeStoryInput`: any of a story's fields, so a draft in the compose preview is one too).
import {
  articleHref as itemHref,
  mediaImages,
  type StoryImage,
  type ThemeStoryInput,
} from '@voices/platform';
import { t } from '../i18n';

/** A story as the themes take it: one the API answered, a news item, or a draft. */
export type ThemeStory = ThemeStoryInput;

export type { StoryImage };

export function storyId(story: ThemeStory): string {
  return story.id ?? '';
}

export function articleTitle(story: ThemeStory): string {
  return story.title?.trim() || t('story.noTitle');
}

/**
 * The language a story is written in, for the `lang` of its own text (its headline, its
 * paragraphs, its title in another story's lists), so hyphenation, screen readers and the
 * typography of its script follow it; undefined when the story does not say.
 */
export function storyLanguage(story: ThemeStory): string | undefined {
  return story.language?.trim() || undefined;
}

export function articleText(story: ThemeStory): string {
  return (story.content || story.description || '').trim();
}

export function authorName(story: ThemeStory): string {
  return story.author?.trim() || story.creator?.trim() || '';
}

/** When a story was published: createdAt (when it was filed), else publishedAt. */
export function articleDate(story: ThemeStory): string | null {
  const value = story.createdAt || story.publishedAt || null;
  return value && !Number.isNaN(new Date(value).getTime()) ? value : null;
}

function time(story: ThemeStory): number {
  const date = articleDate(story);
  return date ? new Date(date).getTime() : 0;
}

/** Newest first; stories without a date go last, in the order they came. */
export function newestFirst<T extends ThemeStory>(stories: readonly T[]): T[] {
  return stories
    .map((story, index) => ({ story, index }))
    .sort((a, b) => time(b.story) - time(a.story) || a.index - b.index)
    .map(({ story }) => story);
}

/** The pictures of a story (videos left out, at most ten), each with its small copy. */
export function storyImages(story: ThemeStory): StoryImage[] {
  return mediaImages({
    media: story.media ?? [],
    image_url: story.image_url ?? null,
    thumbnails: story.thumbnails,
  });
}

/** The small picture lists show for a story, if it has one. */
export function storyThumbnail(story: ThemeStory): string | null {
  return storyImages(story)[0]?.thumb ?? null;
}

/** Where a story is read: community stories on their own page, news sources' items on /news. */
export function articleHref(story: ThemeStory): string {
  return itemHref({ id: storyId(story), type: story.type ?? 'story' });
}

/**
 * Text cut to `max` characters (whole characters, never half an emoji) with an ellipsis when
 * it was longer; white space is folded first, so the count is of what the reader sees.
 */
export function cutText(text: string | null | undefined, max: number): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The first `max` characters of a text for a collapsed Read more, with the paragraphs kept:
 * it ends at a paragraph break when one falls in the second half, else at a word boundary
 * when one is near.
 */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const paragraph = cut.lastIndexOf('\n\n');
  if (paragraph > cut.length * 0.5) {
    return `${cut.slice(0, paragraph).replace(/[\s,.;:!?-]+$/, '')}…`;
  }
  const space = cut.search(/\s\S*$/);
  const trimmed = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${trimmed.replace(/[\s,.;:!?-]+$/, '')}…`;
}
