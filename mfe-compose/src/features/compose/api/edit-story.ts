import { api } from '@voices/platform';
import type { StoryResponse } from '@voices/contracts';

export interface EditStoryInput {
  title: string;
  content: string;
  category: string;
  selectedTemplate: string;
  authorSectionPosition: string;
  showAdvertisement: boolean;
  removedMedia: readonly string[];
  media: readonly File[];
}

/** `PUT /edit/{id}`: only the author may. */
export function editStory(id: string, input: EditStoryInput): Promise<StoryResponse> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('content', input.content);
  form.append('category', input.category);
  form.append('selectedTemplate', input.selectedTemplate);
  form.append('authorSectionPosition', input.authorSectionPosition);
  form.append('showAdvertisement', String(input.showAdvertisement));
  form.append('removedMedia', JSON.stringify(input.removedMedia));
  for (const file of input.media) form.append('media', file, file.name);
  return api.put(`edit/${encodeURIComponent(id)}`, { body: form }).json<StoryResponse>();
}
