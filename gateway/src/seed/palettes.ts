import { STORY_TEMPLATE_IDS, THEME_PALETTES, type StoryTemplateId } from '@voices/contracts';

/** A theme's light colours (THEME_PALETTES in @voices/contracts), named for the pictures. */
export interface Palette {
  paper: string;
  ink: string;
  accent: string;
  muted: string;
}

/** Each theme's daylight paper as the welcome pictures name its parts. */
export const PICTURE_PALETTES: Readonly<Record<StoryTemplateId, Palette>> = Object.fromEntries(
  STORY_TEMPLATE_IDS.map((id) => {
    const { background, text, accent, muted } = THEME_PALETTES[id].light;
    return [id, { paper: background, ink: text, accent, muted }];
  }),
) as Record<StoryTemplateId, Palette>;
