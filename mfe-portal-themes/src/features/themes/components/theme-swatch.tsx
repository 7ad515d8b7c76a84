import { getTheme, type Theme } from '../theme-registry';
import { ThemeMiniature } from './theme-miniature';
import { themeVariables } from './theme-variables';

const SECTION_LABELS: Record<Theme['defaultAuthorSection'], string> = {
  'below-article': 'below the article',
  'left-sidebar': 'left sidebar',
  'right-sidebar': 'right sidebar',
};

/** One theme at a glance: its name and id, a miniature of its layout, its colours and facts. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  const parent = theme.variantOf ? getTheme(theme.variantOf) : undefined;

  return (
    <article
      className="vx-themes-vars vx-themes-swatch"
      data-theme={theme.id}
      style={themeVariables(theme)}
    >
      <header className="vx-themes-swatch-head">
        <span className="vx-themes-swatch-emoji" aria-hidden="true">
          {theme.emoji}
        </span>
        <div>
          <h3 className="vx-themes-swatch-name">{theme.name}</h3>
          <code className="vx-themes-swatch-id">{theme.id}</code>
        </div>
      </header>
      <ThemeMiniature themeId={theme.id} className="vx-themes-swatch-miniature" />
      <p className="vx-themes-swatch-description">{theme.description}</p>
      <ul className="vx-themes-swatch-colors" aria-label={`${theme.name} colours`}>
        {Object.entries(theme.colors).map(([role, value]) => (
          <li key={role} title={`${role} ${value}`}>
            <span
              className="vx-themes-swatch-dot"
              style={{ background: value }}
              aria-hidden="true"
            />
            <span className="vx-visually-hidden">
              {role} {value}
            </span>
          </li>
        ))}
      </ul>
      <dl className="vx-themes-swatch-facts">
        <div>
          <dt>Style</dt>
          <dd>{theme.style}</dd>
        </div>
        <div>
          <dt>Author section</dt>
          <dd>{SECTION_LABELS[theme.defaultAuthorSection]}</dd>
        </div>
        {theme.categorySidebarPosition && (
          <div>
            <dt>Metro Lines</dt>
            <dd>{theme.categorySidebarPosition}</dd>
          </div>
        )}
        {parent && (
          <div>
            <dt>Variant of</dt>
            <dd>{parent.name}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
