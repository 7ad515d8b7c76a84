import { SectionPage } from '../../../components/section-page';

export function NewsListPage() {
  return (
    <SectionPage
      title="News"
      description="Every story shared on Voices, grouped by the author who wrote it, newest first."
    />
  );
}
