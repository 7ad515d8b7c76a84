import { LIST_DESCRIPTION_CHARS, type NewsArticle, type NewsListItem } from '@voices/contracts';
import { isVideoPath } from '@voices/contracts/constants';
import type { NewsItemRow, StoryMediaRow, StoryRow } from '../db/types';
import { classifySubcategory, normalizeCategory } from '../lib/feeds/categories';
import { singleLine, truncateText } from '../lib/text/html-text';
import { withArticleAliases } from './aliases';

/** A story row with its author's name and photo joined in. */
export interface StoryWithAuthor extends StoryRow {
  author_name: string | null;
  author_photo: string | null;
}

const DESCRIPTION_CHARS = 200;

/** Plain-text excerpt of a story for its description, when it has no summary. */
function excerpt(content: string): string {
  return truncateText(singleLine(content), DESCRIPTION_CHARS);
}

export function feedArticle(row: NewsItemRow): NewsArticle {
  return withArticleAliases({
    id: row.id,
    type: 'feed' as const,
    title: row.title,
    description: row.description,
    content: row.content,
    category: row.category,
    subcategory: row.subcategory,
    language: row.language,
    image_url: row.image_url,
    media: row.image_url ? [row.image_url] : [],
    publishedAt: row.published_at,
    submittedAt: null,
    createdAt: null,
    link: row.link,
    source_name: row.source_name,
    source_icon: row.source_icon,
    source_url: row.source_url,
    creator: row.creator,
    authorId: null,
    author: null,
    authorPhoto: null,
    country: row.country,
    state: row.state,
    selectedTemplate: null,
  });
}

/**
 * A story's moderation and fact-check fields. `moderationReason` only while hidden (only its
 * author and moderators are ever given a hidden story); `isVerified` only when true, so a
 * client that reads a missing flag as "not checked" and `false` as "failed" is not misled.
 */
export function storyModeration(
  row: Pick<StoryRow, 'hidden_at' | 'hidden_reason' | 'verification_status' | 'verification_note'>,
): Pick<
  NewsArticle,
  | 'moderationStatus'
  | 'moderationReason'
  | 'verificationStatus'
  | 'verificationNote'
  | 'isVerified'
  | 'flaggedAsFake'
> {
  const status =
    row.verification_status === 'verified' || row.verification_status === 'disputed'
      ? row.verification_status
      : null;
  return {
    moderationStatus: row.hidden_at ? 'hidden' : 'visible',
    ...(row.hidden_at ? { moderationReason: row.hidden_reason ?? null } : {}),
    verificationStatus: status,
    verificationNote: status ? (row.verification_note ?? null) : null,
    ...(status === 'verified' ? { isVerified: true } : {}),
    flaggedAsFake: status === 'disputed',
  };
}

export function storyArticle(row: StoryWithAuthor, media: StoryMediaRow[]): NewsArticle {
  const image = media.find((m) => !isVideoPath(m.file_name));
  const description = row.summary?.trim() || excerpt(row.content);
  const tab = normalizeCategory(row.category);
  return withArticleAliases({
    id: row.id,
    type: 'story' as const,
    title: row.title,
    description,
    content: row.content,
    category: row.category,
    subcategory: tab ? classifySubcategory(tab, row.title, description) : null,
    language: row.language,
    image_url: image
      ? `/uploads/${encodeURIComponent(image.thumbnail_name ?? image.file_name)}`
      : null,
    media: media.map((m) => m.file_name),
    publishedAt: row.created_at,
    submittedAt: row.created_at,
    createdAt: row.created_at,
    link: null,
    source_name: null,
    source_icon: null,
    source_url: null,
    creator: row.author_name,
    authorId: row.author_id,
    author: row.author_name,
    authorPhoto: row.author_photo,
    country: null,
    state: null,
    selectedTemplate: row.selected_template,
    ...storyModeration(row),
  });
}

/**
 * An article as a list carries it (spec 001 §3, a card's fields): everything but the full text,
 * with the description as one line of plain text cut at a word boundary to at most 300
 * characters (an ellipsis when cut). A story without a summary already has its excerpt there.
 */
export function listItem(article: NewsArticle): NewsListItem {
  const { content: _content, ...card } = article;
  return {
    ...card,
    description: truncateText(singleLine(article.description), LIST_DESCRIPTION_CHARS),
  };
}
