/**
 * The place to go after signing in, taken from the `redirect` query. Only paths on this site
 * are followed: '//other.example' or 'https://…' would send a fresh session elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  return target;
}
