import { useSearchParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

export function UserSearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';

  return (
    <SectionPage
      kicker="Authors"
      title="Find an author"
      description="Stories by the writer or source named on an article card."
      details={query ? [{ label: 'Search', value: query }] : []}
      links={[{ to: '/news', label: 'All news' }]}
    />
  );
}
