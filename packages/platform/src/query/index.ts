// '@voices/platform/query': the page's server-state cache and its provider. A shared singleton
// of its own, apart from '@voices/platform', so that a page that reads no server state (the
// landing page of a visitor) does not download the query library: the shell loads it with the
// first section or member-only part that needs it.
export { queryClient, createQueryClient, forgetOnSessionChange } from './query-client';
export { QueryProvider, type QueryProviderProps } from './query-provider';
export { syncQueriesWithRealtime } from './realtime-sync';
export type { FirstData } from './first-data';
