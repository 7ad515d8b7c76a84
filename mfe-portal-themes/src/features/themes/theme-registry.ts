import {
  DEFAULT_TEMPLATE_ID,
  LEGACY_TEMPLATE_IDS,
  STORY_MESSAGES,
  THEME_NAMES,
  THEME_PALETTES,
  THEME_STYLE_NAMES,
  type ThemePalette,
  type ThemeStyleName,
} from '@voices/contracts/constants';
import { normalizeTemplateId } from '@voices/platform';
import { t, type ThemesMessageKey } from '../../i18n';

export type ThemeStyle = 'modern' | 'classic' | 'vibrant' | 'minimal' | 'newspaper';

export type AuthorSectionDefault = 'below-article' | 'left-sidebar' | 'right-sidebar';

export type ThemeLayout = 'grid' | 'wave' | 'metro' | 'desk' | 'broadsheet' | 'noir' | 'newspaper';

/** A theme's paper, kept with its name in @voices/contracts (THEME_PALETTES). */
export type ThemeColors = ThemePalette;

export interface ThemeTypography {
  headline: string;
  body: string;
  /** The nameplate at the top of the full article. */
  masthead: string;
}

/** How much text a theme shows before it offers more (spec 001 §9: previews 100–180, noir 220; Read more 200–300). */
export interface ThemeText {
  previewChars: number;
  readMoreChars: number;
}

export interface Theme {
  id: string;
  /** The theme's name: a name, the same in every language. */
  name: string;
  emoji: string;
  /**
   * What the theme looks like, in the interface language: read through a getter each time, so
   * a chooser that renders again after a language switch (here or in another remote showing
   * this registry) shows the new language.
   */
  readonly description: string;
  style: ThemeStyle;
  defaultAuthorSection: AuthorSectionDefault;
  categorySidebarPosition?: 'left' | 'right';
  /** A theme drawn as a variant of another (Niro White is a light Noir Press). */
  variantOf?: string;
  /** The theme's paper in daylight. */
  colors: ThemeColors;
  /** The same paper when the reader has the site in dark mode. */
  darkColors: ThemeColors;
  typography: ThemeTypography;
  layout: ThemeLayout;
  text: ThemeText;
}

// Every stack names 'Voices Indic' (the self-hosted Noto faces of the Indic scripts, loaded by
// the shell) before its generic family, so Indic text never falls to a system font.
const SERIF_CLASSIC = "'Playfair Display', 'Times New Roman', Georgia, 'Voices Indic', serif";
const SERIF_TEXT = "Georgia, 'Times New Roman', Times, 'Voices Indic', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, 'Voices Indic', sans-serif";
const CONDENSED = "'Oswald', 'Arial Narrow', 'Helvetica Neue', Arial, 'Voices Indic', sans-serif";
const BLACKLETTER =
  "'UnifrakturMaguntia', 'Old English Text MT', 'Playfair Display', Georgia, 'Voices Indic', serif";

/**
 * The spec's words for an id that names no theme, in English (the exposed registry's
 * constant). The pages show `t('theme.unknown')`, the same words in the reader's language.
 */
export const UNKNOWN_THEME_MESSAGE = STORY_MESSAGES.themeUnknown;

/**
 * A theme whose description is read, in the interface language, whenever it is asked for. The
 * descriptions are this remote's words (the 'themes' namespace): the theme chooser of the
 * compose section shows them, and no other page carries them.
 */
function describedTheme(definition: Omit<Theme, 'description'>): Theme {
  const key = `theme.${definition.id}.description` as ThemesMessageKey;
  return Object.defineProperty(definition, 'description', {
    enumerable: true,
    get: () => t(key),
  }) as Theme;
}

/** The eight article themes, in the order the theme chooser shows them. */
export const THEMES: readonly Theme[] = [
  describedTheme({
    id: 'modern-grid',
    name: THEME_NAMES['modern-grid'],
    emoji: '📰',
    style: 'modern',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['modern-grid'].light,
    darkColors: THEME_PALETTES['modern-grid'].dark,
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT, masthead: BLACKLETTER },
    layout: 'grid',
    text: { previewChars: 160, readMoreChars: 250 },
  }),
  describedTheme({
    id: 'udaya',
    name: THEME_NAMES['udaya'],
    emoji: '🌊',
    style: 'vibrant',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['udaya'].light,
    darkColors: THEME_PALETTES['udaya'].dark,
    typography: {
      headline: CONDENSED,
      body: "'Source Sans 3', 'Segoe UI', Arial, 'Voices Indic', sans-serif",
      masthead: CONDENSED,
    },
    layout: 'wave',
    text: { previewChars: 140, readMoreChars: 200 },
  }),
  describedTheme({
    id: 'timesmetro',
    name: THEME_NAMES['timesmetro'],
    emoji: '🏙️',
    style: 'modern',
    defaultAuthorSection: 'left-sidebar',
    categorySidebarPosition: 'left',
    colors: THEME_PALETTES['timesmetro'].light,
    darkColors: THEME_PALETTES['timesmetro'].dark,
    typography: { headline: SANS, body: SANS, masthead: SANS },
    layout: 'metro',
    text: { previewChars: 150, readMoreChars: 250 },
  }),
  describedTheme({
    id: 'national',
    name: THEME_NAMES['national'],
    emoji: '🏛️',
    style: 'classic',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['national'].light,
    darkColors: THEME_PALETTES['national'].dark,
    typography: {
      headline: "'Merriweather', Georgia, 'Voices Indic', serif",
      body: SERIF_TEXT,
      masthead: "'Merriweather', Georgia, 'Voices Indic', serif",
    },
    layout: 'desk',
    text: { previewChars: 180, readMoreChars: 300 },
  }),
  describedTheme({
    id: 'broadsheet-classic',
    name: THEME_NAMES['broadsheet-classic'],
    emoji: '🗞️',
    style: 'newspaper',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['broadsheet-classic'].light,
    darkColors: THEME_PALETTES['broadsheet-classic'].dark,
    typography: {
      headline: "'Old Standard TT', 'Times New Roman', Times, 'Voices Indic', serif",
      body: SERIF_TEXT,
      masthead: BLACKLETTER,
    },
    layout: 'broadsheet',
    text: { previewChars: 180, readMoreChars: 300 },
  }),
  describedTheme({
    id: 'noir',
    name: THEME_NAMES['noir'],
    emoji: '🖤',
    style: 'modern',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['noir'].light,
    darkColors: THEME_PALETTES['noir'].dark,
    typography: {
      headline: "'Bebas Neue', 'Oswald', 'Arial Narrow', Impact, 'Voices Indic', sans-serif",
      body: SANS,
      masthead: "'Bebas Neue', 'Oswald', 'Arial Narrow', Impact, 'Voices Indic', sans-serif",
    },
    layout: 'noir',
    text: { previewChars: 220, readMoreChars: 300 },
  }),
  describedTheme({
    id: 'niro',
    name: THEME_NAMES['niro'],
    emoji: '🤍',
    style: 'minimal',
    defaultAuthorSection: 'below-article',
    variantOf: 'noir',
    colors: THEME_PALETTES['niro'].light,
    darkColors: THEME_PALETTES['niro'].dark,
    typography: {
      headline: "'Inter', 'Helvetica Neue', Arial, 'Voices Indic', sans-serif",
      body: "'Inter', 'Helvetica Neue', Arial, 'Voices Indic', sans-serif",
      masthead: "'Inter', 'Helvetica Neue', Arial, 'Voices Indic', sans-serif",
    },
    layout: 'noir',
    text: { previewChars: 120, readMoreChars: 200 },
  }),
  describedTheme({
    id: 'newspaper-classic',
    name: THEME_NAMES['newspaper-classic'],
    emoji: '📜',
    style: 'newspaper',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['newspaper-classic'].light,
    darkColors: THEME_PALETTES['newspaper-classic'].dark,
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT, masthead: SERIF_CLASSIC },
    layout: 'newspaper',
    text: { previewChars: 180, readMoreChars: 250 },
  }),
];

export interface FilterStyle {
  id: ThemeStyleName;
  /** The style's name in the interface language (read each time it is asked for). */
  readonly name: string;
  /** The theme a story with this id is shown in, when it has one. */
  mapsTo?: string;
}

/**
 * Each style's name: the kinds of paper in the interface language; the old theme names
 * (Express, NY Times, KDBT) are names and stay as they are.
 */
const STYLE_LABELS: Readonly<Record<ThemeStyleName, () => string>> = {
  modern: () => t('style.modern'),
  classic: () => t('style.classic'),
  minimal: () => t('style.minimal'),
  express: () => 'Express',
  nytimes: () => 'NY Times',
  kdbt: () => 'KDBT',
  vibrant: () => t('style.vibrant'),
};

/** A theme's style ('modern', 'newspaper', …) in the interface language. */
export function styleLabel(style: ThemeStyle): string {
  return style === 'newspaper' ? t('style.newspaper') : STYLE_LABELS[style]();
}

/** Styles that exist only as filter values in the theme chooser, not as themes of their own. */
export const FILTER_STYLES: readonly FilterStyle[] = THEME_STYLE_NAMES.map((id) => {
  const mapsTo = LEGACY_TEMPLATE_IDS[id];
  const style = Object.defineProperty(mapsTo ? { id, mapsTo } : { id }, 'name', {
    enumerable: true,
    get: STYLE_LABELS[id],
  });
  return style as FilterStyle;
});

export const DEFAULT_THEME_ID = DEFAULT_TEMPLATE_ID;

/**
 * The theme an id names, by the site's one rule (`normalizeTemplateId`); an id that names no
 * theme stays as it was, so a page can say which one it does not know.
 */
export function normalizeThemeId(id: string | null | undefined): string {
  return normalizeTemplateId(id) ?? (id ?? '').trim();
}

export function getTheme(id: string | null | undefined): Theme | undefined {
  const normalized = normalizeThemeId(id);
  return THEMES.find((theme) => theme.id === normalized);
}

/** The theme a story is drawn in: its selectedTemplate, else its theme, else the default. */
export function storyThemeId(story: {
  selectedTemplate?: string | null;
  theme?: string | null;
}): string {
  return normalizeThemeId(story.selectedTemplate || story.theme);
}

/**
 * Portals show category pills only when there is more than one category to choose from, and
 * never in the themes that lay out every story on one page (spec 001 §2).
 */
export function showsCategoryPills(requestedThemeId: string, categoryCount: number): boolean {
  const id = (requestedThemeId ?? '').trim();
  return categoryCount > 1 && id !== 'broadsheet-classic' && id !== 'express';
}
