import type { Options } from 'ky';
import { api } from '@voices/platform';
import { searchParams, type CallOptions, type Page } from './call';

export { searchParams, type CallOptions, type Page };

/** A path segment taken from data (an id, a name). */
export const segment = (value: string) => encodeURIComponent(value);

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
