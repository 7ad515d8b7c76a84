import type { Story } from '@voices/contracts';
import { escapeMarkup, jsonForScript } from '../text/markup';

export const SITE_NAME = 'Voices';

export interface PageHead {
  /** The page's own title (the document's <title> adds the site's name). */
  title?: string;
  description?: string;
  /** Absolute. */
  canonical?: string;
  /** Absolute. */
  image?: string;
  imageAlt?: string;
  imageSize?: { width: number; height: number };
  type?: 'article' | 'profile' | 'website';
  publishedTime?: string;
  modifiedTime?: string;
  /** article:author: the author's page, absolute. */
  authorUrl?: string;
  authorName?: string;
  jsonLd?: Record<string, unknown>;
  /** Feeds of this page, for autodiscovery. */
  feeds?: { title: string; href: string }[];
}

const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
  value ? `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />` : '';

/**
 * What the gateway knows of a client route: its head (with the story it shows, for the hints of
 * what the page asks next), or that what it names does not exist (410: a story a moderator hid;
 * the shell is served, not described, and not to be indexed).
 */
export type PageDescription =
  { status: 200; head: PageHead; story?: Story } | { status: 404 } | { status: 410 };

/** The tags a page adds to the shell's <head>, every text escaped. */
export function headTags(head: PageHead): string[] {
  const large = Boolean(head.image);
  const tags = [
    meta('name', 'description', head.description),
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    head.title ? meta('property', 'og:site_name', SITE_NAME) : '',
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.title ? (head.type ?? 'website') : undefined),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.image ? head.imageAlt : undefined),
    meta('property', 'og:image:width', head.imageSize && String(head.imageSize.width)),
    meta('property', 'og:image:height', head.imageSize && String(head.imageSize.height)),
    meta('property', 'article:published_time', head.publishedTime),
    meta('property', 'article:modified_time', head.modifiedTime),
    meta('property', 'article:author', head.authorUrl),
    meta('name', 'author', head.authorName),
    head.title ? meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary') : '',
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.feeds ?? []).map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeMarkup(feed.title)}" href="${escapeMarkup(feed.href)}" />`,
    ),
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean);
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>\s*/gi;
const HEAD_END = /<\/head\s*>/i;

/**
 * The shell's page with the given head: its <title> replaced, its own description dropped
 * when the page has one, the tags added at the end of <head>. Works on any index.html.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = headTags(head);
  let page = html;
  if (head.title) {
    const title = `<title>${escapeMarkup(`${head.title} | ${SITE_NAME}`)}</title>`;
    // A function as the replacement: a `$` in a title is text, not a pattern.
    if (TITLE.test(page)) page = page.replace(TITLE, () => title);
    else tags.unshift(title);
  }
  if (head.description) page = page.replace(DESCRIPTION, () => '');
  if (tags.length === 0) return page;
  const block = `${tags.join('\n    ')}\n  `;
  if (HEAD_END.test(page)) return page.replace(HEAD_END, (end) => `${block}${end}`);
  return `${block}${page}`;
}
