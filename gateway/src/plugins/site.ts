import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REMOTE_NAMES, remoteFolder } from '@voices/contracts';
import {
  FIRST_DATA_ID,
  firstPaintFrame,
  frontPageLeadIndex,
  REMOTE_ROUTES,
  largePicturePath,
  mediaUrl,
  type PicturedItem,
} from '@voices/contracts/constants';
import { appendVary, cacheControlFor, looksLikeFile, NO_CACHE } from '../lib/cache-control';
import { inlineScriptSources, withScriptSources } from '../lib/csp';
import { withTimeout } from '../lib/with-timeout';
import {
  createFederationManifests,
  createRemoteFirstPaints,
  PAGE_CACHE_MODULE,
  remotePreloads,
  routeModule,
  shellSharedPreloads,
  withPreloads,
  type FederationManifest,
  type Preload,
} from '../lib/route-preloads';
import { sendHtml } from '../lib/page-encoding';
import { createRemoteRenders } from '../lib/remote-renders';
import { withPageHead, type PageDescription } from '../lib/share/page-head';
import { escapeMarkup } from '../lib/text/markup';

/**
 * What the page at a client route carries in its <head> (title, description, share cards,
 * feeds), or 404 when what it names does not exist (410: a story a moderator hid); null: the
 * shell's own head.
 */
export type DescribePage = (
  request: FastifyRequest,
  pathname: string,
) => Promise<PageDescription | null>;

const REMOTE_FOLDERS = new Set<string>(REMOTE_NAMES.map(remoteFolder));

const SOURCE_MAP = /\.map$/i;

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PATHS = /^\/(api|socket\.io|uploads|feeds|sitemaps)(\/|$)/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Voices is not built yet</title></head>
<body>
<h1>Voices is not built yet</h1>
<p>The site's files are missing. Run <code>pnpm build</code>, then reload this page.</p>
</body>
</html>
`;

/**
 * The page with `<meta name="voices-translate-script">` right after `<head>`, naming the page
 * translation service's script (the shell loads it for the forty languages it has no catalogue
 * of); the page as it is without one.
 */
export function withTranslateScript(html: string, url: string | undefined): string {
  if (!url) return html;
  const meta = `<meta name="voices-translate-script" content="${escapeMarkup(url)}">`;
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${meta}`);
}

/** The query of a request's URL. */
function searchOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

/**
 * How long a page waits at most for a remote's page drawn with data before it is served
 * without (the drawing goes on, for the next request).
 */
const FIRST_PAINT_RENDER = { waitMs: 300 };

/**
 * The page with the answers its first paint was drawn with, for its cache (read once, before
 * React takes the page over); as it is without any.
 */
function withFirstData(html: string, data: string | undefined): string {
  if (data === undefined) return html;
  const at = html.search(/<\/body>/i);
  const script = `<script type="application/json" id="${FIRST_DATA_ID}">${data}</script>`;
  return at < 0 ? html : `${html.slice(0, at)}${script}${html.slice(at)}`;
}

/** How long a page waits at most for its lead picture's name (the page's first stories). */
const LEAD_PICTURE_WAIT_MS = 100;

/**
 * The built site: the shell at `/` (its landing.html there, its index.html for every other
 * client route) and each remote under `/remotes/<folder>/`. Files are looked up on each
 * request, so a build made while the gateway runs is served at once.
 */
export const sitePlugin = fp<{
  siteDir: string;
  describePage?: DescribePage;
  /** TRANSLATE_SCRIPT_URL, named to the page in a meta element. */
  translateScriptUrl?: string;
}>(
  async (fastify, { siteDir, describePage, translateScriptUrl }) => {
    const shellDir = path.join(siteDir, 'shell', 'dist');
    // The build writes .br and .gz beside each file; they go out as they are to clients that take them.
    await fastify.register(fastifyStatic, {
      serve: false,
      preCompressed: true,
      // Cache-Control is set here per file; the static plugin must not set its own.
      cacheControl: false,
    });

    function sendBuilt(reply: FastifyReply, file: string, root: string) {
      // Production builds keep their source maps beside the bundles for the operators (see
      // docs/operations.md); the public gets none.
      if (SOURCE_MAP.test(file)) return reply.callNotFound();
      reply.header('cache-control', cacheControlFor(file));
      // The same URL answers brotli, gzip or plain bytes: caches must key on the encoding.
      appendVary(reply, 'Accept-Encoding');
      return reply.sendFile(file, root, { cacheControl: false });
    }

    // The page names what its route needs first (the remote manifest, the route's remote entry,
    // chunks and styles), so the browser fetches them side by side with the shell's own files
    // instead of one after the other as each file reveals the next.
    const federationManifests = createFederationManifests(siteDir);
    if (fastify.hasDecorator('remotes')) {
      fastify.addHook('onReady', async () => {
        void federationManifests.warm(fastify.remotes.current().manifest);
      });
    }
    // The shell's own manifest, read once per build: it names the files of its shared modules.
    const shellManifestFile = path.join(shellDir, 'mf-manifest.json');
    let shellManifest: { mtimeMs: number; preloads: Preload[] } | null = null;
    async function pageCachePreloads(): Promise<Preload[]> {
      try {
        const { mtimeMs } = await stat(shellManifestFile);
        if (shellManifest?.mtimeMs !== mtimeMs) {
          const manifest = JSON.parse(
            await readFile(shellManifestFile, 'utf8'),
          ) as FederationManifest;
          shellManifest = { mtimeMs, preloads: shellSharedPreloads(manifest, PAGE_CACHE_MODULE) };
        }
        return shellManifest.preloads;
      } catch {
        // No built shell, or a manifest that cannot be read: the shell fetches it itself.
        return [];
      }
    }

    async function preloadsFor(
      request: FastifyRequest,
      pathname: string,
      described: Promise<PageDescription | null>,
    ): Promise<Preload[]> {
      const preloads: Preload[] = [{ href: '/remotes.json', as: 'fetch', crossorigin: true }];
      // A first visit reads in the browser's language, as Accept-Language names it.
      const opening = routeModule(pathname, request.language);
      if (!opening || !fastify.hasDecorator('remotes')) return preloads;
      const url = fastify.remotes.current().manifest[opening.remote];
      if (!url) return preloads;
      const [manifest, pageCache, picture, page] = await Promise.all([
        federationManifests.get(url),
        pageCachePreloads(),
        opening.lead ? leadPicture(request, opening.lead) : null,
        opening.follow ? described : null,
      ]);
      // What the page asks for once it has what it shows: the gateway has read that already.
      const story = page?.status === 200 ? page.story : undefined;
      const followUps = story && opening.follow ? opening.follow(story, searchOf(request.url)) : [];
      const pictures = [
        ...(picture ? [{ href: picture, as: 'image', high: true } satisfies Preload] : []),
        ...followUps.filter((hint) => hint.as === 'image'),
      ];
      return [
        ...preloads,
        ...pictures,
        ...remotePreloads(url, manifest, opening.module),
        ...pageCache,
        ...opening.data.map((href): Preload => ({ href, as: 'fetch', crossorigin: true })),
        ...followUps.filter((hint) => hint.as !== 'image'),
      ];
    }

    /**
     * The lead picture of a page that opens with one (the front page's rule), from the answer
     * of the call that names it: the anonymous first page, from the page cache, or read now and
     * left there for the browser's own call a moment later. Null when there is none, or when
     * that answer takes longer than the page should wait for a hint (a busy database).
     */
    async function leadPicture(request: FastifyRequest, url: string): Promise<string | null> {
      const language = request.headers['accept-language'];
      const read = fastify
        .inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} })
        .then((answer) => {
          if (answer.statusCode !== 200) return null;
          const items = (answer.json() as { data?: PicturedItem[] }).data ?? [];
          const lead = items[frontPageLeadIndex(items)];
          return lead ? mediaUrl(largePicturePath(lead), '') : null;
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error, url }, 'the lead picture could not be read');
          return null;
        });
      return withTimeout(read, LEAD_PICTURE_WAIT_MS).catch(() => null);
    }

    // The shell's pages, each read once per build (its modification time) rather than per
    // request, with the hashes that allow its inline scripts (the theme, before the first paint).
    const shellPages = new Map<string, { mtimeMs: number; html: string; scripts: string[] }>();
    async function readShellPage(file: string) {
      const { mtimeMs } = await stat(file);
      let page = shellPages.get(file);
      if (page?.mtimeMs !== mtimeMs) {
        const html = await readFile(file, 'utf8');
        page = { mtimeMs, html, scripts: inlineScriptSources(html) };
        shellPages.set(file, page);
      }
      return page;
    }

    const indexFile = path.join(shellDir, 'index.html');
    // `/` is the same page with the landing page's first paint in it, when the build wrote one.
    const landingFile = path.join(shellDir, 'landing.html');
    const pageFile = (pathname: string) =>
      pathname === '/' && existsSync(landingFile) ? landingFile : indexFile;

    // A remote's page with a first paint (docs/architecture.md, "First paints of a remote's
    // page"): the shell's build draws the page around the remote page's place
    // (first-paint/<route>.html), the remote's build draws its page (first-paint/<module>.html
    // beside its manifest), and the page served is the two put together. Either missing, or
    // not matching, and the page is the plain one.
    const remoteFirstPaints = createRemoteFirstPaints(siteDir);
    // A remote's page that shows data is drawn for each request by the remote's server module,
    // with the answers it shows (docs/architecture.md, "First paints with data"); its calls are
    // answered by this gateway's own routes, as the browser's would be.
    const remoteRenders = createRemoteRenders({
      siteDir,
      fetch: (input, init) => answerLocally(new Request(input, init)),
      timeoutMs: FIRST_PAINT_RENDER.waitMs,
      onError: (error, context) =>
        fastify.log.warn({ err: error, ...context }, 'a first paint could not be drawn'),
    });
    async function answerLocally(request: Request): Promise<Response> {
      const url = new URL(request.url);
      const answer = await fastify.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { 'accept-language': request.headers.get('accept-language') ?? 'en' },
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined)
          headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
    }

    const frameFile = (route: string) => path.join(shellDir, firstPaintFrame(route));
    if (fastify.hasDecorator('remotes')) {
      // The first paints of remotes on other origins are fetched once at start, for the pages
      // the shell has drawn a place for, and the server modules of the site's own are loaded,
      // so the first visits have them.
      fastify.addHook('onReady', async () => {
        const manifest = fastify.remotes.current().manifest;
        // A route's own page, the same for every visitor: a route without parameters.
        const pages = REMOTE_ROUTES.flatMap((route) => {
          const manifestUrl = manifest[route.remote];
          return manifestUrl &&
            !route.protected &&
            !route.path.includes(':') &&
            existsSync(frameFile(route.path))
            ? [{ manifestUrl, module: route.module }]
            : [];
        });
        void remoteFirstPaints.warm(pages);
        void remoteRenders.warm(
          REMOTE_ROUTES.filter(
            (route) =>
              !route.protected && !route.path.includes(':') && existsSync(frameFile(route.path)),
          ).map((route) => ({
            folder: remoteFolder(route.remote),
            module: route.module,
            path: route.path,
          })),
        );
      });
    }

    /**
     * Whether the remote's page the browser will load (the manifest behind the remote's URL)
     * is the build this site folder holds: a page drawn by another build's server module would
     * not be the page React takes over.
     */
    async function sameBuild(manifestUrl: string, folder: string, module: string) {
      const local = `/remotes/${folder}/mf-manifest.json`;
      if (manifestUrl === local) return true;
      const [served, own] = await Promise.all([
        federationManifests.get(manifestUrl),
        federationManifests.get(local),
      ]);
      const files = (manifest: FederationManifest | null) =>
        manifest?.exposes?.find((expose) => expose.name === module)?.assets?.js?.sync?.join(' ');
      return Boolean(files(served)) && files(served) === files(own);
    }

    async function withRemoteFirstPaint(
      requestUrl: string,
      pathname: string,
    ): Promise<{
      file: string;
      slot: string;
      markup: string;
      data?: string;
      asked?: readonly string[];
    } | null> {
      const at = requestUrl.indexOf('?');
      const query = at < 0 ? '' : requestUrl.slice(at);
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      if (!/^(\/[\w-]+)+$/.test(trimmed) || !fastify.hasDecorator('remotes')) return null;
      const opening = routeModule(trimmed);
      if (!opening) return null;
      const file = frameFile(opening.route);
      if (!existsSync(file)) return null;
      const manifestUrl = fastify.remotes.current().manifest[opening.remote];
      if (!manifestUrl) return null;
      const slot = `<template data-vx-slot="${opening.remote}/${opening.module}"></template>`;
      // A remote's own first paint is its page at its address alone, the same for every
      // visitor: not for a page that reads its query (where /login sends a reader after
      // signing in) or a route with parameters.
      const own =
        query || opening.route.includes(':')
          ? null
          : await remoteFirstPaints.get(manifestUrl, opening.module);
      if (own !== null) return { file, slot, markup: own };
      const folder = remoteFolder(opening.remote);
      if (!(await remoteRenders.draws(folder, opening.module))) return null;
      if (!(await sameBuild(manifestUrl, folder, opening.module))) return null;
      // Drawn at its address with the query the page reads (a story's `?id=`).
      const drawn = await remoteRenders.render(folder, opening.module, `${trimmed}${query}`);
      return drawn && { file, slot, ...drawn };
    }

    async function sendShellPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      const described = describePage ? describePage(request, pathname) : Promise.resolve(null);
      const [page, hints, remoteFirstPaint] = await Promise.all([
        described,
        preloadsFor(request, pathname, described),
        withRemoteFirstPaint(request.url, pathname),
      ]);
      // The page differs with what it shows (an edited title, a deleted story): always revalidated.
      reply.header('cache-control', NO_CACHE);
      const framed = remoteFirstPaint && (await readShellPage(remoteFirstPaint.file));
      const drawn = framed && remoteFirstPaint && framed.html.includes(remoteFirstPaint.slot);
      const built = drawn
        ? {
            ...framed,
            html: withFirstData(
              framed.html.replace(remoteFirstPaint.slot, () => remoteFirstPaint.markup),
              remoteFirstPaint.data,
            ),
          }
        : await readShellPage(pageFile(pathname));
      // The remote page's styles draw its first paint: applied from the page, not only fetched.
      // A page that carries the answers it was drawn with does not ask for them again.
      const carried = new Set(drawn ? remoteFirstPaint.asked : []);
      const preloads = drawn
        ? hints
            .filter((hint) => !(hint.as === 'fetch' && carried.has(hint.href)))
            .map((hint) => (hint.as === 'style' ? { ...hint, apply: true } : hint))
        : hints;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', withScriptSources(policy, built.scripts));
      }
      const shell = withTranslateScript(built.html, translateScriptUrl);
      // A page that names nothing that exists gets no hints: it is mostly asked by crawlers.
      const html = !page || page.status === 200 ? withPreloads(shell, preloads) : shell;
      if (!page) return sendHtml(request, reply, html);
      if (page.status === 410) {
        // A story a moderator took down: the app still runs (its author may sign in and see
        // it), but search engines are told to forget the page.
        reply.header('x-robots-tag', 'noindex');
        reply.code(410);
        return sendHtml(
          request,
          reply,
          html.replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex">'),
        );
      }
      reply.code(page.status);
      return sendHtml(request, reply, page.status === 200 ? withPageHead(html, page.head) : html);
    }

    fastify.get<{ Params: { folder: string; '*': string } }>(
      '/remotes/:folder/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { folder, '*': file } = request.params;
        if (!REMOTE_FOLDERS.has(folder) || !file) return reply.callNotFound();
        // Any page may load a remote from here, as it may from a CDN.
        if (!reply.hasHeader('access-control-allow-origin')) {
          reply.header('access-control-allow-origin', '*');
        }
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return sendBuilt(reply, file, path.join(siteDir, folder, 'dist'));
      },
    );

    fastify.get<{ Params: { '*': string } }>(
      '/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const urlPath = `/${request.params['*']}`;
        if (SERVER_PATHS.test(urlPath)) return reply.callNotFound();
        // The shell's page by its file name carries the translation script's meta too.
        if (urlPath === '/index.html' && translateScriptUrl)
          return sendShellPage(request, reply, '/');
        if (looksLikeFile(urlPath)) return sendBuilt(reply, urlPath, shellDir);
        return sendShellPage(request, reply, request.url.split('?')[0] ?? urlPath);
      },
    );
  },
  { name: 'site' },
);
