import type { Options } from 'ky';
import { api } from '../api-client';

type ParamValue = string | number | boolean | null | undefined;

/** The query string of a call: null, undefined and empty values are left out. */
export function searchParams(values: Record<string, ParamValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    params.set(name, String(value));
  }
  return params;
}

/** A path segment taken from data (an id, a name). */
export const segment = (value: string) => encodeURIComponent(value);

/** What every read takes: a signal, which the query layer passes to cancel a stale request. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A page of a cursor-paged list; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A header that carries a whole, non-negative number; null when absent or malformed. */
export function countHeader(response: Response, name: string): number | null {
  const value = response.headers.get(name);
  if (value === null || value.trim() === '') return null;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

export const get = <T>(path: string, options?: Options) => api.get(path, options).json<T>();
export const post = <T>(path: string, options?: Options) => api.post(path, options).json<T>();
export const put = <T>(path: string, options?: Options) => api.put(path, options).json<T>();
export const del = <T>(path: string, options?: Options) => api.delete(path, options).json<T>();

/** A multipart body from the fields that are present (undefined leaves a field out). */
export function formData(
  fields: Record<string, string | boolean | undefined>,
  files: Record<string, readonly File[] | File | null | undefined> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const [name, value] of Object.entries(files)) {
    const list = Array.isArray(value) ? value : value ? [value as File] : [];
    for (const file of list) body.append(name, file, file.name);
  }
  return body;
}
