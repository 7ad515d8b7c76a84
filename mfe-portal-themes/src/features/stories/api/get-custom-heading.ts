import { api } from '@voices/platform';
import { isRecord, searchParams } from '../../../lib/api-shapes';

/** GET /users/{authorId}/custom-heading?themeId: the author's masthead heading, '' for none. */
export async function getCustomHeading(
  authorId: string,
  themeId: string | null,
  signal?: AbortSignal,
): Promise<string> {
  const body = await api
    .get(`users/${encodeURIComponent(authorId)}/custom-heading`, {
      searchParams: searchParams({ themeId }),
      signal,
    })
    .json<unknown>();
  const heading = isRecord(body) ? body.heading : null;
  return typeof heading === 'string' ? heading.trim() : '';
}
