import { api } from '@voices/platform';
import type { CustomHeadingResponse } from '@voices/contracts';

/** `GET /users/{authorId}/custom-heading?themeId`. */
export async function getCustomHeading(authorId: string, themeId: string): Promise<string | null> {
  const answer = await api
    .get(`users/${encodeURIComponent(authorId)}/custom-heading`, { searchParams: { themeId } })
    .json<CustomHeadingResponse>();
  return answer.heading;
}

/** `PUT /users/me/custom-heading`. */
export function saveCustomHeading(
  heading: string,
  themeId: string,
): Promise<CustomHeadingResponse> {
  return api
    .put('users/me/custom-heading', { json: { heading, themeId } })
    .json<CustomHeadingResponse>();
}
