import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

const PROFILE_ID = /^[0-9a-f]{24}$/i;

export function ProfilePage() {
  const { id = '' } = useParams();

  return (
    <SectionPage
      title="Profile"
      description="A member's bio, followers and the articles they published on Voices."
      details={[{ label: 'Member', value: id }]}
    >
      {!PROFILE_ID.test(id) && <p role="status">User not found.</p>}
    </SectionPage>
  );
}
