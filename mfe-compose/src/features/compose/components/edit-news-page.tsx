import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

export function EditNewsPage() {
  const { id = '' } = useParams();

  return (
    <SectionPage
      title="Edit News"
      description="Update the title, text, category, theme and images of a story you published."
      details={[{ label: 'Story', value: id }]}
      links={[{ to: '/user', label: 'Go Back' }]}
    />
  );
}
