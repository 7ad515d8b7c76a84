import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { firstImageSource, htmlToText, singleLine } from '../text/html-text';

/** A document that is not an RSS 2.0, RSS 1.0 (RDF) or Atom feed, or is not well-formed XML. */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

export interface ParsedFeedItem {
  /** Absolute http(s) URL of the item's page: the key it is stored under. */
  link: string;
  title: string;
  /** Plain text. */
  description: string;
  /** Plain text; the description when the feed has no full content. */
  content: string;
  imageUrl: string | null;
  creator: string | null;
  publishedAt: Date | null;
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf';
  title: string | null;
  siteUrl: string | null;
  iconUrl: string | null;
  items: ParsedFeedItem[];
}

type Node = unknown;
type Element = Record<string, unknown>;

const ARRAY_TAGS = new Set([
  'item',
  'entry',
  'link',
  'category',
  'enclosure',
  'media:content',
  'media:thumbnail',
  'media:group',
  'author',
  'dc:creator',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (tagName) => ARRAY_TAGS.has(tagName),
});

function isElement(node: Node): node is Element {
  return typeof node === 'object' && node !== null && !Array.isArray(node);
}

function list(node: Node): Node[] {
  if (node === undefined || node === null) return [];
  return Array.isArray(node) ? node : [node];
}

/** The text inside an element, whatever shape the parser gave it (XHTML content included). */
function text(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return node.map(text).join(' ');
  if (isElement(node)) {
    return Object.entries(node)
      .filter(([key]) => !key.startsWith('@_'))
      .map(([, value]) => text(value))
      .join(' ');
  }
  return '';
}

function attr(node: Node, name: string): string | null {
  if (!isElement(node)) return null;
  const value = node[`@_${name}`];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** An absolute http(s) URL, resolved against `base`; anything else (javascript:, data:) is null. */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const href = url.href;
    return href.length <= 2048 ? href : null;
  } catch {
    return null;
  }
}

const ZONES: Record<string, string> = {
  IST: '+0530',
  BST: '+0100',
  CET: '+0100',
  CEST: '+0200',
  EET: '+0200',
  EEST: '+0300',
  MSK: '+0300',
  PKT: '+0500',
  NPT: '+0545',
  SGT: '+0800',
  HKT: '+0800',
  JST: '+0900',
  KST: '+0900',
  AEST: '+1000',
  AEDT: '+1100',
  NZST: '+1200',
  NZDT: '+1300',
};

/** RFC 822 (RSS) and ISO 8601 (Atom) dates, including zone abbreviations JavaScript lacks. */
export function parseFeedDate(value: string | null | undefined): Date | null {
  const raw = value?.trim();
  if (!raw) return null;
  let time = Date.parse(raw);
  if (Number.isNaN(time)) {
    const fixed = raw.replace(/\b([A-Z]{3,4})\s*$/, (zone: string) => ZONES[zone] ?? zone);
    time = Date.parse(fixed);
  }
  return Number.isNaN(time) ? null : new Date(time);
}

function isImageType(type: string | null): boolean {
  return Boolean(type && /^image\//i.test(type));
}

function looksLikeImage(url: string): boolean {
  return /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i.test(url);
}

/** media:content and media:thumbnail, also inside media:group; the widest image first. */
function mediaImages(item: Element): { url: string; width: number }[] {
  const found: { url: string; width: number }[] = [];
  const scan = (holder: Element) => {
    for (const content of list(holder['media:content'])) {
      const url = attr(content, 'url');
      const medium = attr(content, 'medium');
      const type = attr(content, 'type');
      if (!url) continue;
      // Without medium or type, media:content is taken for an image, as readers commonly do.
      if (medium === 'image' || isImageType(type) || (!medium && !type)) {
        found.push({ url, width: Number(attr(content, 'width')) || 0 });
      }
    }
    for (const thumbnail of list(holder['media:thumbnail'])) {
      const url = attr(thumbnail, 'url');
      if (url) found.push({ url, width: Number(attr(thumbnail, 'width')) || 0 });
    }
  };
  scan(item);
  for (const group of list(item['media:group'])) if (isElement(group)) scan(group);
  return found.sort((a, b) => b.width - a.width);
}

function itemImage(item: Element, html: string[], base: string): string | null {
  for (const { url } of mediaImages(item)) {
    const resolved = absoluteUrl(url, base);
    if (resolved) return resolved;
  }
  for (const enclosure of list(item.enclosure)) {
    const url = attr(enclosure, 'url') ?? attr(enclosure, 'href');
    const type = attr(enclosure, 'type');
    if (url && (isImageType(type) || (!type && looksLikeImage(url)))) {
      const resolved = absoluteUrl(url, base);
      if (resolved) return resolved;
    }
  }
  for (const link of list(item.link)) {
    if (attr(link, 'rel') === 'enclosure' && isImageType(attr(link, 'type'))) {
      const resolved = absoluteUrl(attr(link, 'href'), base);
      if (resolved) return resolved;
    }
  }
  for (const fragment of html) {
    const resolved = absoluteUrl(firstImageSource(fragment), base);
    if (resolved) return resolved;
  }
  return null;
}

/** "jane@example.com (Jane Doe)" → "Jane Doe"; a bare address is not a name. */
function personName(value: string): string | null {
  const raw = singleLine(htmlToText(value));
  if (!raw) return null;
  const inParens = /\(([^)]+)\)\s*$/.exec(raw)?.[1]?.trim();
  if (inParens) return inParens;
  if (/^\S+@\S+\.\S+$/.test(raw)) return null;
  return raw.length <= 200 ? raw : raw.slice(0, 200);
}

function creatorOf(item: Element): string | null {
  for (const creator of list(item['dc:creator'])) {
    const name = personName(text(creator));
    if (name) return name;
  }
  for (const author of list(item.author)) {
    const name = isElement(author) && 'name' in author ? text(author.name) : text(author);
    const person = personName(name);
    if (person) return person;
  }
  return null;
}

function atomLink(links: Node, base: string): string | null {
  const candidates = list(links);
  const alternate =
    candidates.find((link) => !attr(link, 'rel') || attr(link, 'rel') === 'alternate') ??
    candidates.find((link) => attr(link, 'href'));
  return absoluteUrl(
    attr(alternate, 'href') ?? (typeof alternate === 'string' ? alternate : null),
    base,
  );
}

function rssLink(item: Element, base: string): string | null {
  for (const link of list(item.link)) {
    const href = typeof link === 'string' ? link : (attr(link, 'href') ?? text(link));
    const resolved = absoluteUrl(href, base);
    if (resolved) return resolved;
  }
  const guid = item.guid;
  if (guid !== undefined && attr(guid, 'isPermaLink') !== 'false') {
    return absoluteUrl(text(guid), base);
  }
  return null;
}

function plain(html: string): string {
  return htmlToText(html);
}

function buildItem(
  item: Element,
  link: string | null,
  fields: { title: Node; summary: Node; content: Node; date: Node },
): ParsedFeedItem | null {
  if (!link) return null;
  const summaryHtml = text(fields.summary);
  const contentHtml = text(fields.content);
  const description = singleLine(plain(summaryHtml));
  const content = plain(contentHtml) || plain(summaryHtml);
  return {
    link,
    title: singleLine(plain(text(fields.title))),
    description: description || singleLine(content).slice(0, 300),
    content,
    imageUrl: itemImage(item, [summaryHtml, contentHtml], link),
    creator: creatorOf(item),
    publishedAt: parseFeedDate(text(fields.date)),
  };
}

function parseRss(
  channel: Element,
  items: Node[],
  feedUrl: string,
  format: 'rss' | 'rdf',
): ParsedFeed {
  const siteUrl = rssLink(channel, feedUrl) ?? atomLink(channel['atom:link'], feedUrl);
  const image = isElement(channel.image) ? channel.image : undefined;
  const iconUrl =
    absoluteUrl(image ? text(image.url) : null, feedUrl) ??
    absoluteUrl(attr(channel['itunes:image'], 'href'), feedUrl);
  const parsed: ParsedFeedItem[] = [];
  for (const node of items) {
    if (!isElement(node)) continue;
    const built = buildItem(node, rssLink(node, siteUrl ?? feedUrl), {
      title: node.title,
      summary: node.description ?? node['media:description'],
      content: node['content:encoded'],
      date: node.pubDate ?? node['dc:date'] ?? node.published ?? node.updated,
    });
    if (built) parsed.push(built);
  }
  return {
    format,
    title: singleLine(plain(text(channel.title))) || null,
    siteUrl,
    iconUrl,
    items: parsed,
  };
}

function parseAtom(feed: Element, feedUrl: string): ParsedFeed {
  const siteUrl = atomLink(feed.link, feedUrl);
  const iconUrl = absoluteUrl(text(feed.icon), feedUrl) ?? absoluteUrl(text(feed.logo), feedUrl);
  const parsed: ParsedFeedItem[] = [];
  for (const node of list(feed.entry)) {
    if (!isElement(node)) continue;
    const built = buildItem(node, atomLink(node.link, siteUrl ?? feedUrl), {
      title: node.title,
      summary: node.summary ?? node['media:group'],
      content: node.content,
      date: node.published ?? node.updated ?? node.issued ?? node.modified,
    });
    if (built) parsed.push(built);
  }
  return {
    format: 'atom',
    title: singleLine(plain(text(feed.title))) || null,
    siteUrl,
    iconUrl,
    items: parsed,
  };
}

/** Reads an RSS 2.0, RSS 1.0 or Atom document fetched from `feedUrl`. */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  const source = xml.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw new FeedParseError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  let document: Element;
  try {
    document = parser.parse(source) as Element;
  } catch (error) {
    throw new FeedParseError(`not well-formed XML: ${(error as Error).message}`);
  }
  const rss = document.rss;
  if (isElement(rss) && isElement(rss.channel)) {
    return parseRss(rss.channel, list(rss.channel.item), feedUrl, 'rss');
  }
  const feed = document.feed;
  if (isElement(feed)) return parseAtom(feed, feedUrl);
  const rdf = document['rdf:RDF'];
  if (isElement(rdf) && isElement(rdf.channel)) {
    return parseRss(rdf.channel, list(rdf.item), feedUrl, 'rdf');
  }
  throw new FeedParseError('not an RSS or Atom feed');
}
