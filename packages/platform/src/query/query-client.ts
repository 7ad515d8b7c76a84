import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api-client';

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

/** A 404 answer: nothing there (as opposed to a failure worth a Try Again). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
