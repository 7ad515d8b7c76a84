import { useParams } from 'react-router-dom';
import { SectionPage } from '../../../components/section-page';
import { getTheme } from '../theme-registry';

export function PortalPage() {
  const { authorId = '', themeId = '' } = useParams();
  const theme = getTheme(themeId);

  return (
    <SectionPage
      title="Author Portal"
      description="One author's stories, laid out as their own newspaper in the theme they chose."
      details={[
        { label: 'Author', value: authorId },
        { label: 'Theme', value: theme ? theme.name : 'This theme is not recognized.' },
      ]}
      links={[{ to: `/profile/${encodeURIComponent(authorId)}`, label: 'View Profile' }]}
    />
  );
}
