import { useT } from '../../../i18n';
import { getTheme, styleLabel, type Theme, type ThemeColors } from '../theme-registry';
import { ThemeMiniature } from './theme-miniature';
import { themeVariables } from './theme-variables';

/** One theme at a glance: its name and id, a miniature of its layout, its colours and facts. */
export function ThemeSwatch({ theme }: { theme: Theme }) {
  const t = useT();
  const parent = theme.variantOf ? getTheme(theme.variantOf) : undefined;
  const sectionLabels: Record<Theme['defaultAuthorSection'], string> = {
    'below-article': t('swatch.section.belowArticle'),
    'left-sidebar': t('swatch.section.leftSidebar'),
    'right-sidebar': t('swatch.section.rightSidebar'),
  };
  const roleLabels: Record<keyof ThemeColors, string> = {
    background: t('swatch.colour.background'),
    surface: t('swatch.colour.surface'),
    text: t('swatch.colour.text'),
    accent: t('swatch.colour.accent'),
    muted: t('swatch.colour.muted'),
  };
  const roleLabel = (role: string) => roleLabels[role as keyof ThemeColors] ?? role;

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
      <ul
        className="vx-themes-swatch-colors"
        aria-label={t('swatch.colours', { name: theme.name })}
      >
        {Object.entries(theme.colors).map(([role, value]) => (
          <li key={role} title={t('swatch.colour', { role: roleLabel(role), value })}>
            <span
              className="vx-themes-swatch-dot"
              style={{ background: value }}
              aria-hidden="true"
            />
            <span className="vx-visually-hidden">
              {t('swatch.colour', { role: roleLabel(role), value })}
            </span>
          </li>
        ))}
      </ul>
      <dl className="vx-themes-swatch-facts">
        <div>
          <dt>{t('swatch.style')}</dt>
          <dd>{styleLabel(theme.style)}</dd>
        </div>
        <div>
          <dt>{t('swatch.authorSection')}</dt>
          <dd>{sectionLabels[theme.defaultAuthorSection]}</dd>
        </div>
        {theme.categorySidebarPosition && (
          <div>
            <dt>{t('swatch.metroLines')}</dt>
            <dd>
              {theme.categorySidebarPosition === 'left'
                ? t('swatch.side.left')
                : t('swatch.side.right')}
            </dd>
          </div>
        )}
        {parent && (
          <div>
            <dt>{t('swatch.variantOf')}</dt>
            <dd>{parent.name}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}
