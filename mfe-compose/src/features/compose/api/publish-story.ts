import { api } from '@voices/platform';
import type { Story } from '@voices/contracts';

export interface PublishStoryInput {
  title: string;
  content: string;
  language: string;
  category: string;
  selectedTemplate: string;
  authorSectionPosition: string;
  showAdvertisement: boolean;
  aiProcessed: boolean;
  customHeading: string;
  media: readonly File[];
}

/** `POST /contribute`; the key makes a retry or a double click publish once. */
export async function publishStory(
  input: PublishStoryInput,
  idempotencyKey: string,
): Promise<{ success?: boolean; data?: Story; message?: string } | null> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('content', input.content);
  form.append('language', input.language);
  form.append('category', input.category);
  form.append('selectedTemplate', input.selectedTemplate);
  form.append('authorSectionPosition', input.authorSectionPosition);
  form.append('showAdvertisement', String(input.showAdvertisement));
  form.append('aiProcessed', String(input.aiProcessed));
  form.append('customHeading', input.customHeading);
  for (const file of input.media) form.append('media', file, file.name);
  const response = await api.post('contribute', {
    body: form,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const text = await response.text();
  if (!text) return null;
  return JSON.parse(text) as { success?: boolean; data?: Story; message?: string };
}
