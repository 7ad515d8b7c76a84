import {
  DEFAULT_TEMPLATE_ID,
  LEGACY_TEMPLATE_IDS,
  STORY_MESSAGES,
  THEME_NAMES,
  THEME_PALETTES,
  THEME_STYLE_NAMES,
  normalizeTemplateId,
  type ThemePalette,
  type ThemeStyleName,
} from '@voices/contracts/constants';

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
  name: string;
  emoji: string;
  description: string;
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

const SERIF_CLASSIC = "'Playfair Display', 'Times New Roman', Georgia, serif";
const SERIF_TEXT = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const CONDENSED = "'Oswald', 'Arial Narrow', 'Helvetica Neue', Arial, sans-serif";
const BLACKLETTER =
  "'UnifrakturMaguntia', 'Old English Text MT', 'Playfair Display', Georgia, serif";

export const UNKNOWN_THEME_MESSAGE = STORY_MESSAGES.themeUnknown;

/** The eight article themes, in the order the theme chooser shows them. */
export const THEMES: readonly Theme[] = [
  {
    id: 'modern-grid',
    name: THEME_NAMES['modern-grid'],
    emoji: '📰',
    description:
      'A front page on a clean grid: nameplate with weather and edition, the story beside its related column, then latest news.',
    style: 'modern',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['modern-grid'].light,
    darkColors: THEME_PALETTES['modern-grid'].dark,
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT, masthead: BLACKLETTER },
    layout: 'grid',
    text: { previewChars: 160, readMoreChars: 250 },
  },
  {
    id: 'udaya',
    name: THEME_NAMES['udaya'],
    emoji: '🌊',
    description:
      'A loud tabloid: a red nameplate band, a huge condensed headline over a full-bleed picture, a wall of story cards, sticky sections on the portal.',
    style: 'vibrant',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['udaya'].light,
    darkColors: THEME_PALETTES['udaya'].dark,
    typography: {
      headline: CONDENSED,
      body: "'Source Sans 3', 'Segoe UI', Arial, sans-serif",
      masthead: CONDENSED,
    },
    layout: 'wave',
    text: { previewChars: 140, readMoreChars: 200 },
  },
  {
    id: 'timesmetro',
    name: THEME_NAMES['timesmetro'],
    emoji: '🏙️',
    description:
      'A city daily in transit-sign type: a Metro Lines map of its sections at the side, a red-framed lead with a MAIN badge, a related column.',
    style: 'modern',
    defaultAuthorSection: 'left-sidebar',
    categorySidebarPosition: 'left',
    colors: THEME_PALETTES['timesmetro'].light,
    darkColors: THEME_PALETTES['timesmetro'].dark,
    typography: { headline: SANS, body: SANS, masthead: SANS },
    layout: 'metro',
    text: { previewChars: 150, readMoreChars: 250 },
  },
  {
    id: 'national',
    name: THEME_NAMES['national'],
    emoji: '🏛️',
    description:
      'A paper of record: a centred nameplate between rules, the lead across two of three columns, section fronts in green.',
    style: 'classic',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['national'].light,
    darkColors: THEME_PALETTES['national'].dark,
    typography: {
      headline: "'Merriweather', Georgia, serif",
      body: SERIF_TEXT,
      masthead: "'Merriweather', Georgia, serif",
    },
    layout: 'desk',
    text: { previewChars: 180, readMoreChars: 300 },
  },
  {
    id: 'broadsheet-classic',
    name: THEME_NAMES['broadsheet-classic'],
    emoji: '🗞️',
    description:
      'The traditional broadsheet: a blackletter nameplate, the story in narrow ruled columns under a drop cap, a breaking ticker.',
    style: 'newspaper',
    defaultAuthorSection: 'below-article',
    colors: THEME_PALETTES['broadsheet-classic'].light,
    darkColors: THEME_PALETTES['broadsheet-classic'].dark,
    typography: {
      headline: "'Old Standard TT', 'Times New Roman', Times, serif",
      body: SERIF_TEXT,
      masthead: BLACKLETTER,
    },
    layout: 'broadsheet',
    text: { previewChars: 180, readMoreChars: 300 },
  },
  {
    id: 'noir',
    name: THEME_NAMES['noir'],
    emoji: '🖤',
    description:
      'Dark pages: a Breaking ticker, a red-framed lead with a MAIN badge, a strip of nine more stories then +N more.',
    style: 'modern',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['noir'].light,
    darkColors: THEME_PALETTES['noir'].dark,
    typography: {
      headline: "'Bebas Neue', 'Oswald', 'Arial Narrow', Impact, sans-serif",
      body: SANS,
      masthead: "'Bebas Neue', 'Oswald', 'Arial Narrow', Impact, sans-serif",
    },
    layout: 'noir',
    text: { previewChars: 220, readMoreChars: 300 },
  },
  {
    id: 'niro',
    name: THEME_NAMES['niro'],
    emoji: '🤍',
    description:
      'Noir Press in white: the same framed lead with its MAIN badge and strip of stories, drawn thin and quiet; a search box and sticky sections on the portal.',
    style: 'minimal',
    defaultAuthorSection: 'below-article',
    variantOf: 'noir',
    colors: THEME_PALETTES['niro'].light,
    darkColors: THEME_PALETTES['niro'].dark,
    typography: {
      headline: "'Inter', 'Helvetica Neue', Arial, sans-serif",
      body: "'Inter', 'Helvetica Neue', Arial, sans-serif",
      masthead: "'Inter', 'Helvetica Neue', Arial, sans-serif",
    },
    layout: 'noir',
    text: { previewChars: 120, readMoreChars: 200 },
  },
  {
    id: 'newspaper-classic',
    name: THEME_NAMES['newspaper-classic'],
    emoji: '📜',
    description:
      'A sepia old-style daily under a ruled masthead, in three columns: a search box and a side list of three, the story, and room for an advertisement.',
    style: 'newspaper',
    defaultAuthorSection: 'right-sidebar',
    colors: THEME_PALETTES['newspaper-classic'].light,
    darkColors: THEME_PALETTES['newspaper-classic'].dark,
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT, masthead: SERIF_CLASSIC },
    layout: 'newspaper',
    text: { previewChars: 180, readMoreChars: 250 },
  },
];

export interface FilterStyle {
  id: ThemeStyleName;
  name: string;
  /** The theme a story with this id is shown in, when it has one. */
  mapsTo?: string;
}

const STYLE_LABELS: Readonly<Record<ThemeStyleName, string>> = {
  modern: 'Modern',
  classic: 'Classic',
  minimal: 'Minimal',
  express: 'Express',
  nytimes: 'NY Times',
  kdbt: 'KDBT',
  vibrant: 'Vibrant',
};

/** Styles that exist only as filter values in the theme chooser, not as themes of their own. */
export const FILTER_STYLES: readonly FilterStyle[] = THEME_STYLE_NAMES.map((id) => {
  const mapsTo = LEGACY_TEMPLATE_IDS[id];
  return mapsTo ? { id, name: STYLE_LABELS[id], mapsTo } : { id, name: STYLE_LABELS[id] };
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
