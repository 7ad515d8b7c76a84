import { useParams } from 'react-router-dom';
import { THEMES, normalizeTemplateId } from '@voices/platform';
import { SectionPage } from '../../../components/section-page';

export function ComposePage() {
  const { templateId = '' } = useParams();
  const theme = THEMES.find((candidate) => candidate.id === normalizeTemplateId(templateId));

  return (
    <SectionPage
      title="Compose"
      description="Write your story, add images and preview it in your theme before you publish it."
      details={[{ label: 'Theme', value: theme ? `${theme.name} (${theme.id})` : templateId }]}
      links={[{ to: '/contribute?bypassPref=1', label: 'Change Theme' }]}
    />
  );
}
