import { api } from '@voices/platform';
import type { PreferredTemplateResponse } from '@voices/contracts';

/** `GET /users/me/preferred-template`. */
export async function getPreferredTemplate(): Promise<string | null> {
  const answer = await api.get('users/me/preferred-template').json<PreferredTemplateResponse>();
  return answer.preferredTemplate || null;
}

/** `PUT /users/me/preferred-template`. */
export function savePreferredTemplate(templateId: string): Promise<PreferredTemplateResponse> {
  return api
    .put('users/me/preferred-template', { json: { templateId } })
    .json<PreferredTemplateResponse>();
}
