// The Content-Security-Policy: everything from the site itself, plus the remotes' origins for
// what a remote brings (scripts, styles, fonts, images, calls), and a page's own inline scripts
// by their hashes.
import { createHash } from 'node:crypto';

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

/** A script element without a src: its text runs inline. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The hash sources (`'sha256-…'`) of a page's inline scripts, for its script-src. Data blocks
 * (a `type` other than JavaScript's, such as JSON-LD) do not run and need none.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    sources.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** `policy` with `sources` added to its script-src. */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;\s*)script-src([^;]*)/,
    (_, start: string, value: string) => `${start}script-src${value} ${sources.join(' ')}`,
  );
}
