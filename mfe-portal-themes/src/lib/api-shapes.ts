/** Query parameters without the empty ones, so the server sees only what was asked. */
export function searchParams(
  values: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    params.set(name, String(value));
  }
  return params;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The list in an answer: the answer itself when it is one, else the first listed field that holds one. */
export function pickList<T>(body: unknown, fields: readonly string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  if (!isRecord(body)) return [];
  for (const field of fields) {
    const value = body[field];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

export function pickRecord(body: unknown, field: string): Record<string, unknown> | null {
  if (!isRecord(body)) return null;
  const value = body[field];
  return isRecord(value) ? value : null;
}
