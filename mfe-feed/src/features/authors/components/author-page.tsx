import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';

export function AuthorPage() {
  const { authorId = '' } = useParams();

  return (
    <SectionPage
      kicker="Authors"
      title="Author"
      description="The stories one author has published, newest first."
      details={[{ label: 'Author', value: authorId }]}
      links={[{ to: '/news', label: 'All news' }]}
    />
  );
}
