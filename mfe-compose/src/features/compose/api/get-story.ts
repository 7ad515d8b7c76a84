import { api } from '@voices/platform';
import type { StoryResponse } from '@voices/contracts';

/** `GET /contributions/{id}`: one story, or 404 'News not found'. */
export function getStory(id: string): Promise<StoryResponse> {
  return api.get(`contributions/${encodeURIComponent(id)}`).json<StoryResponse>();
}
