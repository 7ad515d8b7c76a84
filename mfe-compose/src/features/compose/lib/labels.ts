import type { ComposeMessageKey } from '../../../i18n';

/** How the author-section positions read in the layout options: their messages' keys. */
export const POSITION_LABELS: Record<string, ComposeMessageKey> = {
  'right-sidebar': 'position.right-sidebar',
  'left-sidebar': 'position.left-sidebar',
  'below-article': 'position.below-article',
  'above-related': 'position.above-related',
  'floating-overlay': 'position.floating-overlay',
  'split-column': 'position.split-column',
};
