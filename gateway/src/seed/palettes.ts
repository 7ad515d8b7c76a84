import type { StoryTemplateId } from '@voices/contracts';

/** A theme's light colours, as its pages draw them (mfe-portal-themes' theme registry). */
export interface Palette {
  paper: string;
  ink: string;
  accent: string;
  muted: string;
}

export const THEME_PALETTES: Readonly<Record<StoryTemplateId, Palette>> = {
  'modern-grid': { paper: '#f6f3ec', ink: '#1a1a1a', accent: '#1e3a6e', muted: '#5f584c' },
  udaya: { paper: '#fff5f5', ink: '#240b0b', accent: '#c8102e', muted: '#7d4a4a' },
  timesmetro: { paper: '#eef1f5', ink: '#0f172a', accent: '#0a66c2', muted: '#50607a' },
  national: { paper: '#faf8f2', ink: '#1c1917', accent: '#1f5f3a', muted: '#5f5a52' },
  'broadsheet-classic': { paper: '#f3eedf', ink: '#111111', accent: '#7a1f1f', muted: '#6b6254' },
  noir: { paper: '#0d0d0f', ink: '#f4f4f5', accent: '#e11d2e', muted: '#8d8d94' },
  niro: { paper: '#ffffff', ink: '#171717', accent: '#171717', muted: '#8a8a8a' },
  'newspaper-classic': { paper: '#f2ecdf', ink: '#22201c', accent: '#8b5a2b', muted: '#7a6f5e' },
};
