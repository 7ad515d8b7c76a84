// What the screens show for the domain's constants: labels and display tables built from the
// tables of @voices/contracts/constants, which own the values and the rules.
import {
  THEME_NAMES,
  NEWS_SUBCATEGORIES,
  NEWS_TABS,
  STORY_TEMPLATE_IDS,
  type StoryTemplateId,
} from '@voices/contracts/constants';

export interface FeedTab {
  /** One of the nine tabs, or a topic the feed shows the same way. */
  id: string;
  label: string;
  subcategories: { id: string; label: string }[];
}

// Labels the plain capitalisation of an id would get wrong.
const LABELS: Readonly<Record<string, string>> = {
  ai: 'AI',
  wwe: 'WWE',
  'tv-shows': 'TV Shows',
};

/** 'stock-market' → 'Stock Market'. */
export function labelOf(id: string): string {
  return (
    LABELS[id] ??
    id
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** The category tabs of the home feed with their sub-filters (spec 001 §2), labelled. */
export const FEED_TABS: readonly FeedTab[] = NEWS_TABS.map((id) => ({
  id,
  label: labelOf(id),
  subcategories: (NEWS_SUBCATEGORIES[id] ?? []).map((sub) => ({ id: sub, label: labelOf(sub) })),
}));

/** Sample topic counts the home sidebar shows (spec 001 §2: hard-coded). */
export const SIDEBAR_TOPIC_COUNTS = {
  tech: 15,
  sports: 8,
  business: 12,
  entertainment: 6,
  health: 9,
  politics: 11,
} as const;

/** The eight article themes (spec 001 §2) with their display names, in order. */
export const THEMES: readonly { id: StoryTemplateId; name: string }[] = STORY_TEMPLATE_IDS.map(
  (id) => ({ id, name: THEME_NAMES[id] }),
);

/** Style filters of the theme chooser. */
export const THEME_STYLE_FILTERS = [
  'All',
  'Modern',
  'Classic',
  'Vibrant',
  'Minimal',
  'Newspaper',
] as const;

// The domain's tables and rules the screens read, passed on from @voices/contracts/constants so
// that a page holds one copy of them: the platform is one module shared by the shell and every
// remote, while an app importing the contracts itself bundles its own copy (the language table
// alone is 1 KB after gzip). The values and the rules stay in the contracts.
export {
  LANGUAGES,
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  STORY_LANGUAGES,
  DISPLAY_LIMITS,
  WEATHER_FALLBACK,
  STORAGE_KEYS,
  TIMINGS,
  STORY_TEMPLATE_IDS,
  STORY_AUTHOR_SECTION_POSITIONS,
  templateIdOrDefault,
  normalizeTemplateId,
  normalizeSidebarPosition,
  preferredTemplateKey,
  customHeadingKey,
  largePicturePath,
  frontPageLeadIndex,
  isObjectId,
  type Language,
  type StoryLanguage,
} from '@voices/contracts/constants';
