// Stories the compose tests edit, from the kit's fixture store.
import type { Story } from '@voices/contracts';
import { createStory, type StoredUser } from '@voices/platform/testing';

/**
 * A story of `author` with two pictures, in the newspaper theme with its advertisement and the
 * author block on the left: every choice the edit form shows is set away from its default.
 */
export function createEditableStory(author: StoredUser): Story {
  return createStory(author, {
    title: 'Old title',
    content: 'Old content',
    category: 'Sports',
    media: ['a.png', 'b.png'],
    thumbnails: ['a-thumb.png', 'b-thumb.png'],
    selectedTemplate: 'newspaper-classic',
    authorSectionPosition: 'left-sidebar',
    showAdvertisement: true,
  });
}
