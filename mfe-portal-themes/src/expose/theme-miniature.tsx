/**
 * A true miniature of a theme's layout: `<ThemeMiniature themeId="noir" />` draws the theme's
 * structure (nameplate, lead, columns, sidebar, lists) in its colours, filling its container's
 * width at 16:10. `decorative` hides it from screen readers where the theme is named beside it
 * (a theme chooser's button); an unknown id draws nothing.
 */
import { ThemeMiniature } from '../features/themes/components/theme-miniature';

export { ThemeMiniature };
export type { ThemeMiniatureProps } from '../features/themes/components/theme-miniature';
export default ThemeMiniature;
