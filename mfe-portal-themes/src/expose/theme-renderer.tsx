/**
 * The article themes' renderer: `<ThemeRenderer story themeId mode="card" | "full" … />`.
 * It draws from its props alone; the compose screen passes `preview` for its live preview
 * (selectable text, inert links, no weather request).
 */
import { ThemeRenderer, themeVariables } from '../features/themes/components/theme-renderer';

export { ThemeRenderer, themeVariables };
export { isEligibleForRelated, parseFlag } from '../features/themes/lib/eligibility';
export type { ThemeRendererProps, ThemeStory } from '../features/themes/components/theme-renderer';
export default ThemeRenderer;
