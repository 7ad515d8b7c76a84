// What the calls take and give, and their query strings: pure, so the shared @voices/platform
// exports them without the API functions.
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

/** What every read takes: a signal, which the query layer passes to cancel a stale request. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A page of a cursor-paged list; `nextCursor` is null on the last page. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
