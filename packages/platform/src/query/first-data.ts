import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_DATA_ID } from '@voices/contracts/constants';

/** One answer a page's first paint was drawn with: the query's key, its data, when it came. */
export interface FirstData {
  key: QueryKey;
  data: unknown;
  at: number;
}

/**
 * Puts the answers a page's first paint was drawn with (drawn on the server, with data) in the
 * cache before a section draws the page, so React takes over the page as it is instead of
 * loading it again. Read once, and only for a reader the first paint is shown to: the page's
 * start script hides it from members and from readers of another language
 * (`vx-no-first-paint`), whose page asks for its own.
 */
export function seedFromPage(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const script = document.getElementById(FIRST_DATA_ID);
  if (!script) return;
  script.remove();
  if (document.documentElement.classList.contains('vx-no-first-paint')) return;
  let entries: unknown;
  try {
    entries = JSON.parse(script.textContent ?? '');
  } catch {
    // Answers that cannot be read are asked for again, as on any other page.
    return;
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries as Partial<FirstData>[]) {
    if (!Array.isArray(entry.key) || typeof entry.at !== 'number') continue;
    client.setQueryData(entry.key, entry.data, { updatedAt: entry.at });
  }
}
