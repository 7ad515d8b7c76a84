import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

export function NewsDetailPage() {
  const { id = '' } = useParams();

  return (
    <SectionPage
      title="Article"
      description="The full story with its images, its source and related stories on the same subject."
      details={[{ label: 'Story', value: id }]}
      links={[{ to: '/news', label: 'All news' }]}
    />
  );
}
