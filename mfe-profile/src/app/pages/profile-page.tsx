import { useParams } from 'react-router-dom';
import { ProfileView } from '../../features/profile/components/profile-view';

/** /profile/{id}: anyone's profile; an id that is not 24 hexadecimal characters loads nothing. */
export function ProfilePage() {
  const { id = '' } = useParams();
  return <ProfileView key={id} id={id} />;
}
