import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { forgetOnSessionChange, queryClient } from './query-client';
import { syncQueriesWithRealtime } from './realtime-sync';
import { bridgeUnreadStore } from './unread-bridge';

export interface QueryProviderProps {
  children?: ReactNode;
  /**
   * The client to hold. Without, the one of the provider around it, if any (a test's), else the
   * page's one client.
   */
  client?: QueryClient;
}

/** The clients kept current by the realtime events, with how many providers hold each. */
const kept = new Map<QueryClient, { holders: number; stop: () => void }>();

/**
 * Keeps a client current while at least one provider holds it. The shell gives each section
 * and its own member-only parts a provider of their own (the cache loads with the first of
 * them, not with the page), all of the one page client: it is kept once, however many hold it.
 */
function keepCurrent(client: QueryClient): () => void {
  let entry = kept.get(client);
  if (!entry) {
    const stops = [syncQueriesWithRealtime(client), bridgeUnreadStore(client)];
    // The page's client is watched for sign-outs from the start (query-client.ts).
    if (client !== queryClient) stops.push(forgetOnSessionChange(client));
    const created = { holders: 0, stop: () => stops.forEach((stop) => stop()) };
    kept.set(client, created);
    entry = created;
  }
  const held = entry;
  held.holders += 1;
  return () => {
    held.holders -= 1;
    if (held.holders > 0) return;
    kept.delete(client);
    held.stop();
  };
}

/** The server-state cache for a tree, kept current by the realtime events. */
export function QueryProvider({ children, client }: QueryProviderProps) {
  const around = useContext(QueryClientContext);
  const held = client ?? around ?? queryClient;
  useEffect(() => keepCurrent(held), [held]);
  return <QueryClientProvider client={held}>{children}</QueryClientProvider>;
}
