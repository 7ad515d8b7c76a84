import { HttpResponse } from 'msw';
import type { ErrorResponse } from '@voices/contracts';
import { db, type StoredUser } from '../db';

/** Every handler answers under the API prefix, on whatever origin the page has. */
export const API = '*/api';

/** An error answer in the one shape the gateway gives every error. */
export function fail(status: number, message: string): Response {
  return HttpResponse.json<ErrorResponse>({ success: false, message }, { status });
}

/** The member whose bearer token the request carries, if any. */
export function bearer(request: Request): StoredUser | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return token ? (db.users.find((user) => user.token === token) ?? null) : null;
}

/** Answers 401 the way the gateway does when there is no valid session. */
export function unauthorized(): Response {
  return fail(401, 'Please log in to continue.');
}

export const byNewest = <T extends { createdAt: string | null }>(a: T, b: T) =>
  (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** The `before`-cursor page of a list already in order. */
export function pageOf<T extends { _id: string }>(
  items: T[],
  before: string | null,
  limit: number,
): { page: T[]; next: string | null } {
  const start = before ? items.findIndex((item) => item._id === before) + 1 : 0;
  const page = items.slice(start, start + limit);
  const next = start + limit < items.length ? (page[page.length - 1]?._id ?? null) : null;
  return { page, next };
}
