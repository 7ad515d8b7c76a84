import type { StoryTemplateId } from '@voices/contracts/constants';

/**
 * The one theme whose layout has the sidebar advertisement box (spec 001 §2: "shown only in
 * the newspaper layout"). The forms offer the checkbox for it alone, and never send
 * `showAdvertisement: true` for a story in any other theme.
 */
export const ADVERTISEMENT_THEME_ID: StoryTemplateId = 'newspaper-classic';

export function offersAdvertisement(themeId: string | null | undefined): boolean {
  return themeId === ADVERTISEMENT_THEME_ID;
}
