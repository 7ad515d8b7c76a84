import { useSession } from '@voices/platform';
import { SectionPage, type SectionDetail } from '../../../components/section-page';

export function OwnProfilePage() {
  const user = useSession((state) => state.user);
  const details: SectionDetail[] = [];
  if (user?.name) details.push({ label: 'Name', value: user.name });
  if (user?.email) details.push({ label: 'E-mail', value: user.email });

  return (
    <SectionPage
      title="Your profile"
      description="Your name, bio and photo, the people you follow and who follow you, and the articles you published."
      details={details}
      links={[
        { to: '/saved', label: 'Saved' },
        { to: '/edit-profile', label: 'Edit Profile' },
      ]}
    />
  );
}
