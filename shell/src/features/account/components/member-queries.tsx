import { useEffect } from 'react';
import { unreadStore } from '@voices/platform';
import { useUnreadNotificationCount } from '@voices/platform/api';
import { QueryProvider } from '@voices/platform/query';
import { useAccountStatus } from '../hooks/use-account-status';

// What the shell itself reads from the server, for a signed-in member only: a visitor's page
// (the landing page) loads neither these nor the query library they need. The header and the
// layout load this module when someone is signed in, each for its part.

function AccountStatusQuery() {
  useAccountStatus();
  return null;
}

/** Keeps the session's role and suspension as the server has them. */
export function AccountStatus() {
  return (
    <QueryProvider>
      <AccountStatusQuery />
    </QueryProvider>
  );
}

function UnreadCountQuery() {
  useUnreadNotificationCount(true);
  return null;
}

/**
 * Reads the unread count the bell shows into `unreadStore` (the cache and the store are kept
 * equal by the query provider), and puts it back to 0 when the member signs out.
 */
export function UnreadCount() {
  useEffect(() => () => unreadStore.getState().setUnreadCount(0), []);
  return (
    <QueryProvider>
      <UnreadCountQuery />
    </QueryProvider>
  );
}
