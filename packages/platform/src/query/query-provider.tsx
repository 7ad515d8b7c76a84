import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { syncQueriesWithRealtime } from './realtime-sync';
import { bridgeUnreadStore } from './unread-bridge';

export interface QueryProviderProps {
  children?: ReactNode;
  /** The page's one client unless a test gives its own. */
  client?: QueryClient;
}

/** The server-state cache for a tree, kept current by the realtime events. */
export function QueryProvider({ children, client = queryClient }: QueryProviderProps) {
  useEffect(() => {
    const stopSync = syncQueriesWithRealtime(client);
    const stopBridge = bridgeUnreadStore(client);
    return () => {
      stopSync();
      stopBridge();
    };
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
