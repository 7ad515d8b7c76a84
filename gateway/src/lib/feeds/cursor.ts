import { badRequest } from '../http-errors';
import { isId } from '../ids';

/** Where a page of a news list ends: the last item's publication instant and id. */
export interface PageCursor {
  publishedAt: string;
  id: string;
}

/** The `nextPage` a client sends back as `page`: opaque to it, base64url of [publishedAt, id]. */
export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.publishedAt, cursor.id])).toString('base64url');
}

/** Reads a `page` cursor; anything this server did not make is refused with a 400. */
export function decodeCursor(page: string | undefined): PageCursor | null {
  if (page === undefined || page === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(page, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    !Number.isNaN(Date.parse(value[0])) &&
    isId(value[1])
  ) {
    return { publishedAt: value[0], id: value[1] };
  }
  throw badRequest('Invalid page: pass the nextPage of the previous answer');
}
