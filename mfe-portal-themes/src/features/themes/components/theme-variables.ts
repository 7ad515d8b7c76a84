import type { CSSProperties } from 'react';
import type { Theme } from '../theme-registry';
import './theme-vars.css';

/**
 * The theme's colours (for daylight and for the site's dark mode) and type as CSS variables,
 * so one stylesheet draws every theme.
 */
export function themeVariables(theme: Theme): CSSProperties {
  const vars: Record<string, string> = {
    '--vx-themes-headline': theme.typography.headline,
    '--vx-themes-body': theme.typography.body,
    '--vx-themes-masthead': theme.typography.masthead,
  };
  for (const [role, value] of Object.entries(theme.colors))
    vars[`--vx-themes-light-${role}`] = value;
  for (const [role, value] of Object.entries(theme.darkColors))
    vars[`--vx-themes-dark-${role}`] = value;
  return vars as CSSProperties;
}
