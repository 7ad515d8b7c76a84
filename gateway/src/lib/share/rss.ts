import { escapeXml, rfc822 } from '../text/markup';

export interface RssItem {
  title: string;
  /** Absolute. */
  link: string;
  /** Stable whatever the site's address: not a permalink. */
  guid: string;
  description: string;
  /** ISO 8601. */
  published: string;
  author?: string | null;
  category?: string | null;
  enclosure?: { url: string; length: number; type: string } | null;
}

export interface RssChannel {
  title: string;
  /** Absolute: the page the feed is of. */
  link: string;
  description: string;
  /** Absolute: the feed itself (atom:link rel="self"). */
  self: string;
  language?: string;
  /** ISO 8601. */
  lastBuild: string;
  items: RssItem[];
}

function element(name: string, text: string | null | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : '';
}

/** An RSS 2.0 document, every text escaped. */
export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '    <item>',
      `      ${element('title', item.title)}`,
      `      ${element('link', item.link)}`,
      `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      `      ${element('description', item.description)}`,
      `      ${element('pubDate', rfc822(item.published))}`,
      item.author ? `      ${element('dc:creator', item.author)}` : '',
      item.category ? `      ${element('category', item.category)}` : '',
      item.enclosure
        ? `      <enclosure url="${escapeXml(item.enclosure.url)}" length="${item.enclosure.length}" type="${escapeXml(item.enclosure.type)}" />`
        : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    channel.language ? `    ${element('language', channel.language)}` : '',
    `    ${element('lastBuildDate', rfc822(channel.lastBuild))}`,
    '    <generator>Voices</generator>',
    `    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The media type of a stored picture by its extension; null for what is not a picture. */
export function imageType(fileName: string): string | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return IMAGE_TYPES[extension] ?? null;
}
