import type { Story } from '@voices/contracts';
import type { StoryMediaRow } from '../db/types';
import { withStoryAliases } from './aliases';
import { storyArticle, type StoryWithAuthor } from './news-article';

/** The story as the contribution calls answer it: the feed's article and the story's settings. */
export function storyView(row: StoryWithAuthor, media: StoryMediaRow[]): Story {
  return withStoryAliases({
    ...storyArticle(row, media),
    summary: row.summary,
    selectedTemplate: row.selected_template,
    authorSectionPosition: row.author_section_position,
    categorySidebarPosition: row.category_sidebar_position,
    showAdvertisement: Number(row.show_advertisement) === 1,
    aiProcessed: Number(row.ai_processed) === 1,
    customHeading: row.custom_heading,
    thumbnails: media.map((m) => m.thumbnail_name ?? m.file_name),
    updatedAt: row.updated_at,
  });
}
