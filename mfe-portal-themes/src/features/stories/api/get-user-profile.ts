import { api } from '@voices/platform';
import type { Article } from '../../../lib/article';
import { isRecord, pickList } from '../../../lib/api-shapes';

/** What a page needs of an author's profile. */
export interface AuthorProfile {
  id: string;
  name: string;
  photo: string;
  bio: string;
  customHeading: string;
  preferredTemplate: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /user/{id}: the author and their news ({user, news}). */
export async function getUserProfile(
  id: string,
  signal?: AbortSignal,
): Promise<{ user: AuthorProfile; news: Article[] }> {
  const body = await api.get(`user/${encodeURIComponent(id)}`, { signal }).json<unknown>();
  const user = isRecord(body) && isRecord(body.user) ? body.user : null;
  if (!user) throw new Error('Failed to load user data');
  return {
    user: {
      id: text(user.id) || text(user._id) || id,
      name: text(user.name),
      photo: text(user.photo),
      bio: text(user.bio),
      customHeading: text(user.customHeading),
      preferredTemplate: text(user.preferredTemplate),
    },
    news: pickList<Article>(isRecord(body) ? body.news : null, []),
  };
}
