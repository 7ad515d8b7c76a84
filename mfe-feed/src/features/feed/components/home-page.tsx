import { FEED_TABS } from '@voices/platform';
import { SectionPage } from '../../../components/section-page';
import './home-page.css';

export function HomePage() {
  return (
    <SectionPage
      title="Home"
      description="Top stories, the latest news in every category and the newest stories from the authors you follow, in one feed."
      links={[{ to: '/news', label: 'All news' }]}
    >
      <ul className="vx-feed-tabs" aria-label="Categories">
        {FEED_TABS.map((tab) => (
          <li key={tab.id}>{tab.label}</li>
        ))}
      </ul>
    </SectionPage>
  );
}
