import type { StoryTemplateId } from './stories';

/** A theme's paper: the colours its pages, miniatures and share images are drawn in. */
export interface ThemePalette {
  background: string;
  surface: string;
  text: string;
  accent: string;
  muted: string;
}

/** Each theme's nameplate (spec 001 §2), the one list the themes, share images and seeds read. */
export const THEME_NAMES: Readonly<Record<StoryTemplateId, string>> = {
  'modern-grid': 'The Daily Herald',
  udaya: 'Red Wave',
  timesmetro: 'Urban Chronicle',
  national: 'Unity Desk',
  'broadsheet-classic': 'Broadsheet Classic',
  noir: 'Noir Press',
  niro: 'Niro White',
  'newspaper-classic': 'Newspaper Classic',
};

/**
 * Each theme's paper in daylight and in the site's dark mode. The themes remote draws with
 * them; the gateway's share images and welcome pictures use the daylight one.
 */
export const THEME_PALETTES: Readonly<
  Record<StoryTemplateId, { readonly light: ThemePalette; readonly dark: ThemePalette }>
> = {
  'modern-grid': {
    light: {
      background: '#f6f3ec',
      surface: '#ffffff',
      text: '#1a1a1a',
      accent: '#1e3a6e',
      muted: '#5f584c',
    },
    dark: {
      background: '#14161b',
      surface: '#1d2027',
      text: '#ece8df',
      accent: '#9db8ea',
      muted: '#aaa395',
    },
  },
  udaya: {
    light: {
      background: '#fff5f5',
      surface: '#ffffff',
      text: '#240b0b',
      accent: '#c8102e',
      muted: '#7d4a4a',
    },
    dark: {
      background: '#1a0d0e',
      surface: '#251415',
      text: '#fbeaea',
      accent: '#ff6b7d',
      muted: '#cfa3a3',
    },
  },
  timesmetro: {
    light: {
      background: '#eef1f5',
      surface: '#ffffff',
      text: '#0f172a',
      accent: '#0a66c2',
      muted: '#50607a',
    },
    dark: {
      background: '#0e1522',
      surface: '#172033',
      text: '#e6edf7',
      accent: '#6cb4ff',
      muted: '#98a8c0',
    },
  },
  national: {
    light: {
      background: '#faf8f2',
      surface: '#ffffff',
      text: '#1c1917',
      accent: '#1f5f3a',
      muted: '#5f5a52',
    },
    dark: {
      background: '#131712',
      surface: '#1b211a',
      text: '#ecebe4',
      accent: '#74c796',
      muted: '#aaa79d',
    },
  },
  'broadsheet-classic': {
    light: {
      background: '#f3eedf',
      surface: '#fbf8ef',
      text: '#111111',
      accent: '#7a1f1f',
      muted: '#5c5346',
    },
    dark: {
      background: '#191713',
      surface: '#23201a',
      text: '#efe9da',
      accent: '#e58a7a',
      muted: '#b3a891',
    },
  },
  noir: {
    light: {
      background: '#0d0d0f',
      surface: '#1a1a1e',
      text: '#f4f4f5',
      accent: '#e11d2e',
      muted: '#a1a1aa',
    },
    dark: {
      background: '#0d0d0f',
      surface: '#1a1a1e',
      text: '#f4f4f5',
      accent: '#f04452',
      muted: '#a1a1aa',
    },
  },
  niro: {
    light: {
      background: '#ffffff',
      surface: '#fafafa',
      text: '#171717',
      accent: '#171717',
      muted: '#666666',
    },
    dark: {
      background: '#121212',
      surface: '#1b1b1b',
      text: '#f5f5f5',
      accent: '#f5f5f5',
      muted: '#a3a3a3',
    },
  },
  'newspaper-classic': {
    light: {
      background: '#f2ecdf',
      surface: '#fffdf6',
      text: '#22201c',
      accent: '#8b5a2b',
      muted: '#6a6051',
    },
    dark: {
      background: '#1a1611',
      surface: '#241f18',
      text: '#f0e8d8',
      accent: '#dba66c',
      muted: '#b5a78f',
    },
  },
};
