import { useParams, useSearchParams } from 'react-router-dom';
import { SectionPage, type SectionDetail } from '../../../components/section-page';

export function ContributedNewsPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const category = searchParams.get('category')?.trim();
  const details: SectionDetail[] = [{ label: 'Story', value: id }];
  if (category) details.push({ label: 'Category', value: category });

  return (
    <SectionPage
      title="Contributed Story"
      description="A story shared by a Voices member, shown in the author's theme alongside their other articles."
      details={details}
      links={[{ to: '/news', label: 'All news' }]}
    />
  );
}
