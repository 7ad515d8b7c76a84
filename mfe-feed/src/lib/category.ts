import { categoryLabel } from '@voices/platform';

/**
 * A category's or topic's name in the interface language: a known one from the shared
 * catalogue, any other from its id ('real-estate' → 'Real Estate').
 */
export function categoryName(id: string): string {
  const label = categoryLabel(id);
  if (label !== id) return label;
  return id.replace(
    /(^|[-\s])([a-z])/g,
    (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
  );
}
