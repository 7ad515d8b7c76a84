import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

export function ContributedListPage() {
  const { id = '' } = useParams();

  return (
    <SectionPage
      title="Contributed News"
      description="The stories members have contributed, one author at a time."
      details={[{ label: 'List', value: id }]}
      links={[{ to: '/news', label: 'All news' }]}
    />
  );
}
