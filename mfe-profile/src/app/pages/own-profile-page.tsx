import { useSession } from '@voices/platform';
import { ProfileView } from '../../features/profile/components/profile-view';

/** /profile and /profile/me: the signed-in member's own profile. */
export function OwnProfilePage() {
  const id = useSession((state) => state.user?.id ?? null);
  return <ProfileView key={id ?? 'none'} id={id} />;
}
