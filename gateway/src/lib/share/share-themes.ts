import { DEFAULT_TEMPLATE_ID, normalizeTemplateId, type StoryTemplateId } from '@voices/contracts';

export interface ShareTheme {
  /** The nameplate the theme prints. */
  name: string;
  background: string;
  text: string;
  accent: string;
  muted: string;
  /** A family librsvg resolves on any server (fontconfig's generic names). */
  font: 'serif' | 'sans-serif';
  /** Red Wave prints its nameplate white on a band of its accent; the others in the accent. */
  band: boolean;
}

/**
 * The eight themes as a share image draws them: nameplate and daylight colours copied from
 * mfe-portal-themes/src/features/themes/theme-registry.ts (keep them in step), the typeface
 * reduced to serif or sans.
 */
export const SHARE_THEMES: Readonly<Record<StoryTemplateId, ShareTheme>> = {
  'modern-grid': {
    name: 'The Daily Herald',
    background: '#f6f3ec',
    text: '#1a1a1a',
    accent: '#1e3a6e',
    muted: '#5f584c',
    font: 'serif',
    band: false,
  },
  udaya: {
    name: 'Red Wave',
    background: '#fff5f5',
    text: '#240b0b',
    accent: '#c8102e',
    muted: '#7d4a4a',
    font: 'sans-serif',
    band: true,
  },
  timesmetro: {
    name: 'Urban Chronicle',
    background: '#eef1f5',
    text: '#0f172a',
    accent: '#0a66c2',
    muted: '#50607a',
    font: 'sans-serif',
    band: false,
  },
  national: {
    name: 'Unity Desk',
    background: '#faf8f2',
    text: '#1c1917',
    accent: '#1f5f3a',
    muted: '#5f5a52',
    font: 'serif',
    band: false,
  },
  'broadsheet-classic': {
    name: 'Broadsheet Classic',
    background: '#f3eedf',
    text: '#111111',
    accent: '#7a1f1f',
    muted: '#5c5346',
    font: 'serif',
    band: false,
  },
  noir: {
    name: 'Noir Press',
    background: '#0d0d0f',
    text: '#f4f4f5',
    accent: '#e11d2e',
    muted: '#a1a1aa',
    font: 'sans-serif',
    band: false,
  },
  niro: {
    name: 'Niro White',
    background: '#ffffff',
    text: '#171717',
    accent: '#171717',
    muted: '#666666',
    font: 'sans-serif',
    band: false,
  },
  'newspaper-classic': {
    name: 'Newspaper Classic',
    background: '#f2ecdf',
    text: '#22201c',
    accent: '#8b5a2b',
    muted: '#6a6051',
    font: 'serif',
    band: false,
  },
};

/** The theme a story's template id names, by the site's one rule; unknown ids: the default. */
export function shareThemeOf(templateId: string | null | undefined): {
  id: StoryTemplateId;
  theme: ShareTheme;
} {
  const id = normalizeTemplateId(templateId) ?? DEFAULT_TEMPLATE_ID;
  return { id, theme: SHARE_THEMES[id] };
}
