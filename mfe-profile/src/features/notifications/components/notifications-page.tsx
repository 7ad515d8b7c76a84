import { SectionPage } from '../../../components/section-page';

export function NotificationsPage() {
  return (
    <SectionPage
      title="Notifications"
      description="New followers, comments and news about your stories, newest first."
      links={[{ to: '/profile', label: 'Your profile' }]}
    />
  );
}
