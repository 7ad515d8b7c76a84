import { useSession } from '@voices/platform';
import { ProfileView } from './profile-view';

/** /profile and /profile/me: the signed-in member's own profile. */
export function OwnProfilePage() {
  const id = useSession((state) => state.user?.id || state.user?._id || null);
  return <ProfileView key={id ?? 'none'} id={id} />;
}
