import { SectionPage } from '../../../components/section-page';

export function EditProfilePage() {
  return (
    <SectionPage
      title="Edit Profile"
      description="Change your name, e-mail address, short bio and photo."
      links={[{ to: '/profile', label: 'Your profile' }]}
    />
  );
}
