import { ErrorBoundary } from '@voices/ui';
import { useRemoteComponent, useSession } from '@voices/platform';

/**
 * The follow button the profile section of the site provides. Where it cannot be loaded the
 * place stays empty: following is offered again on the author's profile.
 *
 * Following is for members: the button draws nothing for a visitor, so a visitor's page does
 * not load the profile section for it (its entry and the button, 13.7 KB after gzip). Once a
 * visitor signs in, the button is loaded and shown.
 */
export function RemoteFollowButton({ targetUserId }: { targetUserId: string }) {
  const signedIn = useSession((state) => Boolean(state.user));
  return signedIn ? <LoadedFollowButton targetUserId={targetUserId} /> : null;
}

function LoadedFollowButton({ targetUserId }: { targetUserId: string }) {
  const { Component } = useRemoteComponent('mfe_profile/follow-button');
  if (!Component) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Component targetUserId={targetUserId} />
    </ErrorBoundary>
  );
}
