import {
  DEFAULT_TEMPLATE_ID,
  STORY_TEMPLATE_IDS,
  THEME_NAMES,
  THEME_PALETTES,
  normalizeTemplateId,
  type StoryTemplateId,
} from '@voices/contracts';

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

/** The typeface of each theme's nameplate, reduced to what librsvg resolves on any server. */
const SHARE_FONTS: Readonly<Record<StoryTemplateId, ShareTheme['font']>> = {
  'modern-grid': 'serif',
  udaya: 'sans-serif',
  timesmetro: 'sans-serif',
  national: 'serif',
  'broadsheet-classic': 'serif',
  noir: 'sans-serif',
  niro: 'sans-serif',
  'newspaper-classic': 'serif',
};

/**
 * The eight themes as a share image draws them: each one's nameplate and daylight paper
 * (THEME_NAMES and THEME_PALETTES in @voices/contracts, as its pages draw them), the typeface
 * reduced to serif or sans.
 */
export const SHARE_THEMES: Readonly<Record<StoryTemplateId, ShareTheme>> = Object.fromEntries(
  STORY_TEMPLATE_IDS.map((id) => {
    const { background, text, accent, muted } = THEME_PALETTES[id].light;
    const theme: ShareTheme = {
      name: THEME_NAMES[id],
      background,
      text,
      accent,
      muted,
      font: SHARE_FONTS[id],
      band: id === 'udaya',
    };
    return [id, theme];
  }),
) as Record<StoryTemplateId, ShareTheme>;

/** The theme a story's template id names, by the site's one rule; unknown ids: the default. */
export function shareThemeOf(templateId: string | null | undefined): {
  id: StoryTemplateId;
  theme: ShareTheme;
} {
  const id = normalizeTemplateId(templateId) ?? DEFAULT_TEMPLATE_ID;
  return { id, theme: SHARE_THEMES[id] };
}
