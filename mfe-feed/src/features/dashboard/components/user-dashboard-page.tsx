import { useSession } from '@voices/platform';
import { SectionPage } from '../../../components/section-page';

export function UserDashboardPage() {
  const name = useSession((state) => state.user?.name);

  return (
    <SectionPage
      kicker="Your Voices"
      title="Your dashboard"
      description="All the news on Voices in one place, with suggestions of authors you may want to follow."
      details={name ? [{ label: 'Signed in as', value: name }] : []}
      links={[{ to: '/contribute', label: 'Share your news' }]}
    />
  );
}
