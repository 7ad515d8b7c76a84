import { isObjectId, DISPLAY_LIMITS } from '@voices/contracts/constants';
import { api } from '@voices/platform';
import { pickList } from '../../../lib/api-shapes';
import type { Article } from '../../../lib/article';
import { useRequest, type RequestState } from '../../../lib/use-request';
import { userId, type PublicUser } from '../../../lib/user';

export interface Suggestion {
  user: PublicUser;
  stories: Article[];
}

type RawSuggestion = PublicUser & {
  user?: PublicUser;
  news?: Article[];
  stories?: Article[];
  recentNews?: Article[];
};

/** GET /users/suggestions (bearer): people to follow, each with a few recent stories. */
export async function getSuggestions(signal?: AbortSignal): Promise<Suggestion[]> {
  const body = await api.get('users/suggestions', { signal }).json<unknown>();
  const raw = pickList<RawSuggestion>(body, ['suggestions', 'users', 'data', 'results']);
  return raw
    .map((entry) => ({
      user: entry.user ?? entry,
      stories: (entry.news ?? entry.stories ?? entry.recentNews ?? []).slice(
        0,
        DISPLAY_LIMITS.suggestedStoriesPerUser,
      ),
    }))
    .filter((suggestion) => isObjectId(userId(suggestion.user)));
}

/** Suggestions for a signed-in reader; `userKey` (the reader's id) null asks nothing. */
export function useSuggestions(userKey: string | null): RequestState<Suggestion[]> {
  return useRequest(userKey ? `suggestions:${userKey}` : null, (signal) => getSuggestions(signal));
}
