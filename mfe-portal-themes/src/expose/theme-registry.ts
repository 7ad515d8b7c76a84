export {
  DEFAULT_THEME_ID,
  FILTER_STYLES,
  THEMES,
  getTheme,
  normalizeThemeId,
} from '../features/themes/theme-registry';
export type {
  AuthorSectionDefault,
  FilterStyle,
  Theme,
  ThemeColors,
  ThemeLayout,
  ThemeStyle,
  ThemeTypography,
} from '../features/themes/theme-registry';
