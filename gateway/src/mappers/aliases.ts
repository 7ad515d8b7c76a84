/**
 * The spec's field aliases (spec 000 §3, 001 §3), produced here and nowhere else: the mappers
 * build the canonical fields of the contracts and add these at the boundary, so clients can
 * read the canonical ones only.
 *
 * - every resource with an id answers it as `_id` too;
 * - an article's publication instant is `pubDate` as well as `publishedAt`;
 * - a story's theme is `theme` as well as `selectedTemplate`;
 * - a page of articles is both `data` and `results`.
 */

/** `_id` beside `id`. */
export function withIdAlias<T extends { id: string }>(value: T): { _id: string } & T {
  return { _id: value.id, ...value };
}

/** An article's aliases: `_id` (its id) and `pubDate` (its `publishedAt`). */
export function withArticleAliases<T extends { id: string; publishedAt: string }>(
  value: T,
): { _id: string; pubDate: string } & T {
  return { ...withIdAlias(value), pubDate: value.publishedAt };
}

/** A story's `theme`: its `selectedTemplate`. */
export function withStoryAliases<T extends { selectedTemplate: string }>(
  value: T,
): T & { theme: string } {
  return { ...value, theme: value.selectedTemplate };
}

/** A page of items under both names the spec gives it. */
export function pageAliases<T>(items: T[]): { data: T[]; results: T[] } {
  return { data: items, results: items };
}
