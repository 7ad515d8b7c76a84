import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@voices/platform';
import { seedFromPage } from './first-data';

/**
 * The defaults of every query of the site, in one place. The API client already retries a
 * failed request twice (network errors and 408/429/5xx), so the cache does not retry on top;
 * the realtime events keep data current, so a window regaining focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/**
 * The page's one cache. `@voices/platform` is a shared singleton, so every remote reads and
 * writes this instance: a profile fetched by the feed is there for the profile section.
 */
export const queryClient = createQueryClient();

// A page drawn on the server with data carries the answers it was drawn with.
seedFromPage(queryClient);

/**
 * Another member's private data must not outlive a sign-out or a change of account. Returns
 * the function that stops watching.
 */
export function forgetOnSessionChange(client: QueryClient): () => void {
  return sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) client.clear();
  });
}

// The page's cache outlives the sections that read it: it is watched from the moment it
// exists, not only while a section holding it is on the page.
forgetOnSessionChange(queryClient);
