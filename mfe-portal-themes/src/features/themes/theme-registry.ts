export type ThemeStyle = 'modern' | 'classic' | 'vibrant' | 'minimal' | 'newspaper';

export type AuthorSectionDefault = 'below-article' | 'left-sidebar' | 'right-sidebar';

export type ThemeLayout = 'grid' | 'wave' | 'metro' | 'desk' | 'broadsheet' | 'noir' | 'newspaper';

export interface ThemeColors {
  background: string;
  surface: string;
  text: string;
  accent: string;
  muted: string;
}

export interface ThemeTypography {
  headline: string;
  body: string;
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
  colors: ThemeColors;
  typography: ThemeTypography;
  layout: ThemeLayout;
}

const SERIF_CLASSIC = "'Playfair Display', 'Times New Roman', Georgia, serif";
const SERIF_TEXT = "Georgia, 'Times New Roman', Times, serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";
const CONDENSED = "'Oswald', 'Arial Narrow', 'Helvetica Neue', Arial, sans-serif";

/** The eight article themes, in the order the theme chooser shows them. */
export const THEMES: readonly Theme[] = [
  {
    id: 'modern-grid',
    name: 'The Daily Herald',
    emoji: '📰',
    description: 'A classic broadsheet front page on a clean grid, with the lead story up top.',
    style: 'modern',
    defaultAuthorSection: 'below-article',
    colors: {
      background: '#f6f3ec',
      surface: '#ffffff',
      text: '#1a1a1a',
      accent: '#1e3a6e',
      muted: '#6b6457',
    },
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT },
    layout: 'grid',
  },
  {
    id: 'udaya',
    name: 'Red Wave',
    emoji: '🌊',
    description: 'Bold red banners and big condensed headlines for stories that need to be heard.',
    style: 'vibrant',
    defaultAuthorSection: 'right-sidebar',
    colors: {
      background: '#fff5f5',
      surface: '#ffffff',
      text: '#240b0b',
      accent: '#c8102e',
      muted: '#7d4a4a',
    },
    typography: { headline: CONDENSED, body: "'Source Sans 3', 'Segoe UI', Arial, sans-serif" },
    layout: 'wave',
  },
  {
    id: 'timesmetro',
    name: 'Urban Chronicle',
    emoji: '🏙️',
    description: 'A city daily with a Metro Lines category rail and crisp transit-sign type.',
    style: 'modern',
    defaultAuthorSection: 'left-sidebar',
    categorySidebarPosition: 'left',
    colors: {
      background: '#eef1f5',
      surface: '#ffffff',
      text: '#0f172a',
      accent: '#0a66c2',
      muted: '#5b6b80',
    },
    typography: { headline: SANS, body: SANS },
    layout: 'metro',
  },
  {
    id: 'national',
    name: 'Unity Desk',
    emoji: '🏛️',
    description: 'A measured national paper: steady columns, deep green rules, serif reading text.',
    style: 'classic',
    defaultAuthorSection: 'below-article',
    colors: {
      background: '#faf8f2',
      surface: '#ffffff',
      text: '#1c1917',
      accent: '#1f5f3a',
      muted: '#5f5a52',
    },
    typography: { headline: "'Merriweather', Georgia, serif", body: SERIF_TEXT },
    layout: 'desk',
  },
  {
    id: 'broadsheet-classic',
    name: 'Broadsheet Classic',
    emoji: '🗞️',
    description:
      'The traditional broadsheet: ink on cream paper, ruled columns and a breaking ticker.',
    style: 'newspaper',
    defaultAuthorSection: 'below-article',
    colors: {
      background: '#f3eedf',
      surface: '#fbf8ef',
      text: '#111111',
      accent: '#7a1f1f',
      muted: '#5c5346',
    },
    typography: {
      headline: "'Old Standard TT', 'Times New Roman', Times, serif",
      body: SERIF_TEXT,
    },
    layout: 'broadsheet',
  },
  {
    id: 'noir',
    name: 'Noir Press',
    emoji: '🖤',
    description: 'Dark pages, a red-framed lead story and a breaking ticker for late editions.',
    style: 'modern',
    defaultAuthorSection: 'right-sidebar',
    colors: {
      background: '#0d0d0f',
      surface: '#1a1a1e',
      text: '#f4f4f5',
      accent: '#e11d2e',
      muted: '#a1a1aa',
    },
    typography: {
      headline: "'Bebas Neue', 'Oswald', 'Arial Narrow', Impact, sans-serif",
      body: SANS,
    },
    layout: 'noir',
  },
  {
    id: 'niro',
    name: 'Niro White',
    emoji: '🤍',
    description: 'Noir Press in white: quiet, minimal pages that leave the words to speak.',
    style: 'minimal',
    defaultAuthorSection: 'below-article',
    variantOf: 'noir',
    colors: {
      background: '#ffffff',
      surface: '#fafafa',
      text: '#171717',
      accent: '#171717',
      muted: '#737373',
    },
    typography: {
      headline: "'Inter', 'Helvetica Neue', Arial, sans-serif",
      body: "'Inter', 'Helvetica Neue', Arial, sans-serif",
    },
    layout: 'noir',
  },
  {
    id: 'newspaper-classic',
    name: 'Newspaper Classic',
    emoji: '📜',
    description:
      'A sepia-toned daily with a search box, a side list and room for an advertisement.',
    style: 'newspaper',
    defaultAuthorSection: 'right-sidebar',
    colors: {
      background: '#f2ecdf',
      surface: '#fffdf6',
      text: '#22201c',
      accent: '#8b5a2b',
      muted: '#6f6556',
    },
    typography: { headline: SERIF_CLASSIC, body: SERIF_TEXT },
    layout: 'newspaper',
  },
];

export interface FilterStyle {
  id: string;
  name: string;
  /** The theme a story with this id is shown in, when it has one. */
  mapsTo?: string;
}

/** Styles that exist only as filter values in the theme chooser, not as themes of their own. */
export const FILTER_STYLES: readonly FilterStyle[] = [
  { id: 'modern', name: 'Modern', mapsTo: 'modern-grid' },
  { id: 'classic', name: 'Classic' },
  { id: 'minimal', name: 'Minimal' },
  { id: 'express', name: 'Express', mapsTo: 'modern-grid' },
  { id: 'nytimes', name: 'NY Times' },
  { id: 'kdbt', name: 'KDBT' },
  { id: 'vibrant', name: 'Vibrant' },
];

export const DEFAULT_THEME_ID = 'modern-grid';

const ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  FILTER_STYLES.flatMap((style) => (style.mapsTo ? [[style.id, style.mapsTo]] : [])),
);

/** Legacy ids stored on older stories ('modern', 'express') name today's themes. */
export function normalizeThemeId(id: string | null | undefined): string {
  const trimmed = (id ?? '').trim();
  if (!trimmed) return DEFAULT_THEME_ID;
  return ALIASES[trimmed] ?? trimmed;
}

export function getTheme(id: string | null | undefined): Theme | undefined {
  const normalized = normalizeThemeId(id);
  return THEMES.find((theme) => theme.id === normalized);
}
