import { api } from '@voices/platform';
import type { AiEnhanceResponse } from '@voices/contracts';

/** `POST /ai/enhance`: a shorter title and a summary, as plain text. */
export async function enhanceStory(title: string, content: string): Promise<AiEnhanceResponse> {
  const result = await api
    .post('ai/enhance', { json: { title, content }, timeout: 60_000 })
    .json<AiEnhanceResponse>();
  if (typeof result?.summaryTitle !== 'string' || typeof result?.summaryContent !== 'string') {
    throw new Error('The AI answer had no title or summary');
  }
  return result;
}
