// The Content-Security-Policy: everything from the site itself, plus the remotes' origins for
// what a remote brings (scripts, styles, fonts, images, calls).

const HOST_PATTERN = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * @param origins the origins the remote manifest names
 * @param host the Host the page was asked for, so the realtime socket may use ws(s) on it
 * @param translateOrigin the origin of TRANSLATE_SCRIPT_URL: a translation widget loads its
 *   script, styles and pictures from it, calls it and may show a frame of it
 */
export function contentSecurityPolicy(
  origins: readonly string[],
  host?: string,
  translateOrigin?: string,
): string {
  const o = origins.join(' ');
  const t = translateOrigin ?? '';
  const sameHostSockets = host && HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : '';
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', `'self' ${o} ${t}`],
    ['script-src-attr', "'none'"],
    ['style-src', `'self' 'unsafe-inline' ${o} ${t}`],
    ['img-src', `'self' data: blob: https: ${o} ${t}`],
    ['font-src', `'self' data: ${o}`],
    ['media-src', `'self' data: blob: https: ${o}`],
    ['connect-src', `'self' ${o} ${sameHostSockets} ${t}`],
    ...(translateOrigin ? [['frame-src', `'self' ${t}`] as [string, string]] : []),
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives
    .map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`)
    .join('; ');
}
