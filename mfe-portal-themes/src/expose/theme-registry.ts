export {
  DEFAULT_THEME_ID,
  FILTER_STYLES,
  THEMES,
  UNKNOWN_THEME_MESSAGE,
  getTheme,
  normalizeThemeId,
  showsCategoryPills,
  storyThemeId,
} from '../features/themes/theme-registry';
export type {
  AuthorSectionDefault,
  FilterStyle,
  Theme,
  ThemeColors,
  ThemeLayout,
  ThemeStyle,
  ThemeText,
  ThemeTypography,
} from '../features/themes/theme-registry';
