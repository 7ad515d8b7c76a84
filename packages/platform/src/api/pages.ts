import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from './call';

/**
 * The items of every page loaded so far, in order, each once: an item that moved to a later
 * page between two requests (a newer one was published meanwhile) is not shown twice.
 */
export function uniqueItems<T extends { id: string } | { _id: string }>(
  data: InfiniteData<Page<T>, unknown>,
): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      const id = 'id' in item ? item.id : item._id;
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}
