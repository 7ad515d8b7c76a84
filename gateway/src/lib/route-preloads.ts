import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, remoteFolder, type RemoteManifest, type Story } from '@voices/contracts';
import {
  DISPLAY_LIMITS,
  largePicturePath,
  mediaUrl,
  normalizeTemplateId,
  REMOTE_ROUTES,
  STORY_LIMITS,
  type RemoteName,
} from '@voices/contracts/constants';
import { escapeMarkup } from './text/markup';

/** The first API calls of a route's page, from the route's parameters and the reader's language. */
type FirstCalls = (params: string[], language: string) => string[];

/** The front page's first page of stories: it names the page's lead picture too. */
const frontPageStories = (language: string) => `/api/category/home?language=${language}&limit=20`;

/** The front page's first page of stories and its tab counts (mfe-feed's front page). */
const frontPageCalls: FirstCalls = (_, language) => [
  frontPageStories(language),
  `/api/category-counts?language=${language}`,
];

/**
 * The API calls a route's page makes first, as the remote makes them (a hint for another
 * address only costs a request), by the route's path in the route table.
 */
export const FIRST_CALLS: Readonly<Record<string, FirstCalls>> = {
  '/home': frontPageCalls,
  '/unified': frontPageCalls,
  // The story itself (mfe-portal-themes' story page).
  '/contribute/news/:id': ([id]) => [`/api/contributions/${encodeURIComponent(id!)}`],
};

/**
 * Routes whose page opens with a large lead picture, its largest paint: the first call whose
 * answer names it (the lead of the front page is the first of its first stories with a picture,
 * `frontPageLeadIndex` in @voices/contracts, as mfe-feed picks it).
 */
export const LEAD_PICTURE_CALLS: Readonly<Record<string, (language: string) => string>> = {
  '/home': frontPageStories,
  '/unified': frontPageStories,
};

/** Hints that follow from the story a route's page shows (read for the page's head). */
type FollowUps = (story: Story, search: URLSearchParams) => Preload[];

/**
 * What a story's page (mfe-portal-themes) asks for once it has the story, as it asks: the
 * author's stories (a page of 100), the masthead heading in the story's theme and the related
 * column, and the picture its article opens with (the gallery's first, loaded at once in every
 * theme). Nothing when the address shows another story (`?id=`) or opens on a category, whose
 * calls and picture would be another story's.
 */
export const storyPageFollowUps: FollowUps = (story, search) => {
  const shown = search.get('id')?.trim();
  if ((shown && shown !== story.id) || search.get('category')?.trim()) return [];
  const call = (href: string): Preload => ({ href, as: 'fetch', crossorigin: true });
  const preloads: Preload[] = [];
  const picture = mediaUrl(largePicturePath({ ...story, type: 'story' }), '');
  if (picture) preloads.push({ href: picture, as: 'image', high: true });

  const template = story.selectedTemplate || story.theme;
  const themeId = normalizeTemplateId(template) ?? (template ?? '').trim();
  const authorId = story.authorId?.trim();
  if (authorId) {
    const heading = `/api/users/${encodeURIComponent(authorId)}/custom-heading`;
    const theme = searchParams({ themeId });
    preloads.push(
      call(`/api/getContributions?${searchParams({ authorId, limit: STORY_LIMITS.listMax })}`),
      call(theme ? `${heading}?${theme}` : heading),
    );
  }
  // The related column looks for the first three words of the title.
  const keywords = story.title.trim().split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
  if (keywords) {
    const related = searchParams({
      keywords,
      category: story.category,
      language: story.language || 'en',
      limit: DISPLAY_LIMITS.relatedInPortal,
      exclude: story.id,
      theme: themeId,
    });
    preloads.push(call(`/api/news/related?${related}`));
  }
  return preloads;
};

/**
 * A call's query string by the rule the site's calls follow (`searchParams` in
 * @voices/platform, a browser package the gateway does not depend on): in the order given,
 * empty values left out. The browser test of the hints fails when the two differ.
 */
function searchParams(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** The hints that follow from what a route's page shows, by the route's path. */
const FOLLOW_UPS: Readonly<Record<string, FollowUps>> = {
  '/contribute/news/:id': storyPageFollowUps,
};

/** '/news/:id' as a pattern that captures each parameter. */
function pathPattern(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * The remote and exposed module each client route opens with, from the route table the shell
 * mounts (`REMOTE_ROUTES` in @voices/contracts), in its order, with the API calls its page
 * makes first.
 */
export const ROUTE_MODULES: readonly {
  /** The route's path in the route table ('/news/:id'). */
  path: string;
  pattern: RegExp;
  remote: RemoteName;
  module: string;
  protected: boolean;
  data?: FirstCalls;
  lead?: (language: string) => string;
  follow?: FollowUps;
}[] = REMOTE_ROUTES.map((route) => ({
  path: route.path,
  pattern: pathPattern(route.path),
  remote: route.remote,
  module: route.module,
  protected: route.protected,
  ...(FIRST_CALLS[route.path] ? { data: FIRST_CALLS[route.path] } : {}),
  ...(LEAD_PICTURE_CALLS[route.path] ? { lead: LEAD_PICTURE_CALLS[route.path] } : {}),
  ...(FOLLOW_UPS[route.path] ? { follow: FOLLOW_UPS[route.path] } : {}),
}));

/**
 * The remote and module a client route opens with, and the API calls its page makes first;
 * null for the shell's own pages and for a protected route: it sends a visitor to /login first,
 * and the gateway cannot tell a signed-in reader (the session lives in the browser's storage),
 * so hinting its remote would waste a visitor's bandwidth.
 */
export function routeModule(
  pathname: string,
  language = 'en',
): {
  /** The route's path in the route table ('/news/:id'). */
  route: string;
  remote: RemoteName;
  module: string;
  data: string[];
  lead?: string;
  follow?: FollowUps;
} | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const entry of ROUTE_MODULES) {
    const match = entry.pattern.exec(trimmed);
    if (!match) continue;
    if (entry.protected) return null;
    let params: string[];
    try {
      params = match.slice(1).map((param) => decodeURIComponent(param));
    } catch {
      return null;
    }
    return {
      route: entry.path,
      remote: entry.remote,
      module: entry.module,
      data: entry.data?.(params, language) ?? [],
      ...(entry.lead ? { lead: entry.lead(language) } : {}),
      ...(entry.follow ? { follow: entry.follow } : {}),
    };
  }
  return null;
}

/** What the gateway reads of an mf-manifest.json (a remote's, and the shell's own). */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }[];
}

/** One `<link>` the page carries so the browser fetches it at once. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  /** Fetched with CORS, as `fetch()` does (API calls); scripts and styles load without. */
  crossorigin?: boolean;
  /** The page's largest picture: before the scripts, as its `<img fetchpriority="high">`. */
  high?: boolean;
  /** A stylesheet the page's first paint is drawn with: applied (`rel="stylesheet"`), not only fetched. */
  apply?: boolean;
}

export function preloadTags(preloads: readonly Preload[]): string {
  return preloads
    .map(({ href, as, crossorigin, high, apply }) => {
      if (as === 'style' && apply) return `<link rel="stylesheet" href="${escapeMarkup(href)}">`;
      const attributes = [
        `href="${escapeMarkup(href)}"`,
        `as="${as}"`,
        ...(crossorigin ? ['crossorigin'] : []),
        // As the picture itself asks: without a referrer (news pictures are other sites').
        ...(as === 'image' ? ['referrerpolicy="no-referrer"'] : []),
        ...(high ? ['fetchpriority="high"'] : []),
      ];
      return `<link rel="preload" ${attributes.join(' ')}>`;
    })
    .join('');
}

/** The page with the tags right before `</head>`; as it is without any. */
export function withPreloads(html: string, preloads: readonly Preload[]): string {
  if (!preloads.length) return html;
  const tags = preloadTags(preloads);
  const at = html.search(/<\/head>/i);
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/**
 * What the page at a route needs from its remote, in the order the browser would otherwise
 * find them one after the other: the remote's entry, the exposed module's first chunks and
 * styles. The page registers a remote by the `remoteEntry.js` beside the manifest that
 * /remotes.json names (`packages/platform/src/federation/remote-manifest.ts`), so the manifest
 * itself is read here, never by the browser. `manifestUrl` is the remote's URL as /remotes.json gives it (a path on the
 * site or a full URL); the assets are resolved against it as the federation runtime does
 * (publicPath 'auto': the manifest's folder).
 */
export function remotePreloads(
  manifestUrl: string,
  manifest: FederationManifest | null,
  module: string,
): Preload[] {
  const isManifest = /mf-manifest\.json([?#].*)?$/i.test(manifestUrl);
  if (!isManifest) return [{ href: manifestUrl, as: 'script' }];
  const preloads: Preload[] = [
    { href: manifestUrl.replace(/mf-manifest\.json(?=[?#]|$)/i, 'remoteEntry.js'), as: 'script' },
  ];
  if (!manifest) return preloads;
  const base = resolveBase(manifestUrl, manifest.metaData?.publicPath);
  const exposed = manifest.exposes?.find(
    (expose) => expose.name === module || expose.path === `./${module}`,
  );
  for (const file of exposed?.assets?.css?.sync ?? [])
    preloads.push({ href: join(base, '', file), as: 'style' });
  for (const file of exposed?.assets?.js?.sync ?? [])
    preloads.push({ href: join(base, '', file), as: 'script' });
  return preloads;
}

/**
 * The shared module of the shell that every remote's page needs and the shell's start leaves
 * out: the query cache, with the page's one client of it (packages/webpack-config,
 * ON_DEMAND_SHARED). The shell fetches it beside the remote's page; named in the page of a
 * remote's route, it is fetched at once instead.
 */
export const PAGE_CACHE_MODULE = '@voices/platform/query';

/**
 * The files of one of the shell's shared modules, from the shell's own mf-manifest.json (the
 * shell is served at the site's root); none when the manifest or the module is missing.
 */
export function shellSharedPreloads(manifest: FederationManifest | null, name: string): Preload[] {
  const shared = manifest?.shared?.find((entry) => entry.name === name);
  return (shared?.assets?.js?.sync ?? []).map((file) => ({ href: `/${file}`, as: 'script' }));
}

function resolveBase(manifestUrl: string, publicPath: string | undefined): string {
  if (publicPath && publicPath !== 'auto')
    return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.replace(/[?#].*$/, '').replace(/[^/]*$/, '');
}

function join(base: string, folder: string, file: string): string {
  const middle = folder ? (folder.endsWith('/') ? folder : `${folder}/`) : '';
  return `${base}${middle.replace(/^\//, '')}${file}`;
}

const REMOTE_FETCH_TIMEOUT_MS = 3000;
/** How long a file fetched from another origin is used before it is fetched again. */
const REMOTE_FILE_TTL_MS = 60_000;

/**
 * Reads files a remote publishes beside its bundle (its mf-manifest.json, the first paints of
 * its pages): the gateway's own copies from the site folder (again when the file changes), the
 * others over HTTP (kept a minute, fetched again in the background). Never waits on the network
 * for a page: a file not yet known reads as null, and a file that does not exist reads as null.
 */
function createRemoteFiles<T>(
  siteDir: string,
  parse: (text: string) => T,
  fetchFn: typeof fetch,
  /** A 404 is an answer (the remote has no such file), not a failure to keep the last one over. */
  absentIsAnswer = false,
) {
  const local = new Map<string, { mtimeMs: number; value: T | null }>();
  const remote = new Map<string, { at: number; value: T | null; pending: boolean }>();

  async function readLocal(file: string): Promise<T | null> {
    try {
      const { mtimeMs } = await stat(file);
      const known = local.get(file);
      if (known?.mtimeMs === mtimeMs) return known.value;
      const value = parse(await readFile(file, 'utf8'));
      local.set(file, { mtimeMs, value });
      return value;
    } catch {
      return null;
    }
  }

  function refresh(url: string): Promise<void> {
    const known = remote.get(url);
    remote.set(url, { at: known?.at ?? 0, value: known?.value ?? null, pending: true });
    return fetchFn(url, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) })
      .then(async (response) => {
        if (absentIsAnswer && response.status === 404) return null;
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return parse(await response.text());
      })
      .then(
        (value) => void remote.set(url, { at: Date.now(), value, pending: false }),
        () =>
          // Tried again after the same pause, with what was known kept meanwhile.
          void remote.set(url, { at: Date.now(), value: known?.value ?? null, pending: false }),
      );
  }

  return {
    /** The file at a URL of the site's remotes (`/remotes/<folder>/...` or another origin's). */
    async get(url: string): Promise<T | null> {
      const own = url.match(/^\/remotes\/([^/]+)\/([\w./-]+)$/);
      if (own) {
        const [, folder, file] = own as unknown as [string, string, string];
        if (!REMOTE_NAMES.some((name) => remoteFolder(name) === folder)) return null;
        if (file.split('/').some((part) => part === '..' || part === '.' || !part)) return null;
        return readLocal(path.join(siteDir, folder, 'dist', file));
      }
      if (!/^https?:\/\//i.test(url)) return null;
      const known = remote.get(url);
      if (!known || (!known.pending && Date.now() - known.at > REMOTE_FILE_TTL_MS))
        void refresh(url);
      return known?.value ?? null;
    },
    refresh,
  };
}

/**
 * Reads the remotes' mf-manifest.json (see createRemoteFiles): the gateway's own copies from
 * the site folder, the others over HTTP.
 */
export function createFederationManifests(siteDir: string, fetchFn: typeof fetch = fetch) {
  const files = createRemoteFiles(
    siteDir,
    (text) => JSON.parse(text) as FederationManifest,
    fetchFn,
  );
  return {
    /** The manifest behind a URL of /remotes.json, or null when it is not known (yet). */
    async get(url: string): Promise<FederationManifest | null> {
      // Of the site's own copies, only a manifest is read as one.
      if (url.startsWith('/') && !/\/mf-manifest\.json$/.test(url)) return null;
      return files.get(url);
    },
    /** Fetches every remote manifest from another origin once, so the first pages have them. */
    async warm(manifest: RemoteManifest): Promise<void> {
      await Promise.all(
        Object.values(manifest)
          .filter((url) => /^https?:\/\/.*mf-manifest\.json/i.test(url))
          .map((url) => files.refresh(url)),
      );
    },
  };
}

/**
 * The first paint a remote ships for an exposed page (`first-paint/<module>.html` beside its
 * mf-manifest.json, written by its build), by the remote's URL in /remotes.json; null when it
 * ships none, or is not known yet (see createRemoteFiles). Only markup: a first paint that
 * carries a script or a style of its own is refused, since it goes into the site's page.
 */
export function createRemoteFirstPaints(siteDir: string, fetchFn: typeof fetch = fetch) {
  const files = createRemoteFiles(
    siteDir,
    (text) => (/<\/?(script|style|link|meta|base|iframe)\b/i.test(text) ? null : text),
    fetchFn,
    true,
  );
  const fileUrl = (manifestUrl: string, module: string) =>
    /mf-manifest\.json$/.test(manifestUrl) && /^[\w-]+$/.test(module)
      ? manifestUrl.replace(/mf-manifest\.json$/, `first-paint/${module}.html`)
      : null;
  return {
    async get(manifestUrl: string, module: string): Promise<string | null> {
      const url = fileUrl(manifestUrl, module);
      return url ? files.get(url) : null;
    },
    /** Fetches the first paints of these pages from other origins once, for the first visits. */
    async warm(pages: readonly { manifestUrl: string; module: string }[]): Promise<void> {
      const urls = new Set(pages.map(({ manifestUrl, module }) => fileUrl(manifestUrl, module)));
      await Promise.all(
        [...urls]
          .filter((url): url is string => url !== null && /^https?:\/\//i.test(url))
          .map((url) => files.refresh(url)),
      );
    },
  };
}
