import { ErrorBoundary } from '@voices/ui';
import { useRemoteComponent } from '@voices/platform';

/**
 * The follow button the profile section of the site provides. Where it cannot be loaded the
 * place stays empty: following is offered again on the author's profile.
 */
export function RemoteFollowButton({ targetUserId }: { targetUserId: string }) {
  const { Component } = useRemoteComponent('mfe_profile/follow-button');
  if (!Component) return null;
  return (
    <ErrorBoundary fallback={() => null}>
      <Component targetUserId={targetUserId} />
    </ErrorBoundary>
  );
}
