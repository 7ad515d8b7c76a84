/** How the author-section positions read in the layout options. */
export const POSITION_LABELS: Record<string, string> = {
  'right-sidebar': 'Right sidebar',
  'left-sidebar': 'Left sidebar',
  'below-article': 'Below the article',
  'above-related': 'Above related stories',
  'floating-overlay': 'Floating overlay',
  'split-column': 'Split column',
};
