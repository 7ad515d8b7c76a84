import { THEMES } from '@voices/platform';
import { SectionPage } from '../../../components/section-page';
import './pick-theme-page.css';

export function PickThemePage() {
  return (
    <SectionPage
      title="Pick a Theme"
      description="Choose the newspaper style your stories appear in; you can change it whenever you like."
    >
      <ul className="vx-compose-themes" aria-label="Themes">
        {THEMES.map((theme) => (
          <li key={theme.id}>{theme.name}</li>
        ))}
      </ul>
    </SectionPage>
  );
}
