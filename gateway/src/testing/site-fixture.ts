import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes files under a site folder: { 'shell/dist/index.html': '<html>…' }. */
export function writeSiteFiles(siteDir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(siteDir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

export const FAKE_SHELL_HTML =
  '<!doctype html><html><head><title>Voices</title></head><body><div id="root"></div><script src="/main.0123456789.js"></script></body></html>';

/** A built shell and one built remote, as webpack lays them out. */
export function writeFakeBuiltSite(siteDir: string): void {
  writeSiteFiles(siteDir, {
    'shell/dist/index.html': FAKE_SHELL_HTML,
    'shell/dist/main.0123456789.js': 'console.log("shell");',
    'shell/dist/favicon.ico': 'icon',
    'mfe-feed/dist/remoteEntry.js': 'var mfe_feed;',
    'mfe-feed/dist/mf-manifest.json': '{"id":"mfe_feed"}',
    'mfe-feed/dist/__federation_expose_home_page.a1b2c3d4e5.js': 'console.log("feed");',
  });
}

/**
 * The page without what the gateway adds to every page: the feed link for autodiscovery and
 * the preload hints of the route (see site-preloads.test.ts).
 */
export function withoutHints(html: string): string {
  return html.replace(/<link rel="(alternate|preload)"[^>]*>\s*/g, '');
}
