// Feed items carry HTML in their summaries; the site stores and shows plain text only.
import { decodeHTML } from 'entities';
import { compile, type HtmlToTextOptions } from 'html-to-text';

/**
 * Decodes HTML character references as a browser does (`entities`): every named reference of
 * HTML5, legacy ones without the semicolon, decimal and hexadecimal; an unknown name stays.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

const SKIPPED = ['script', 'style', 'noscript', 'iframe', 'svg', 'template', 'img', 'hr'];
/** Elements that end a paragraph; their decorations (list bullets, quote marks, headings in capitals, table grids) are left out. */
const BLOCKS = [
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'table',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'figure',
  'figcaption',
  'pre',
];

const OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  // Text that is already plain keeps its lines, as a reply from a model or a feed's text does.
  preserveNewlines: true,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    ...SKIPPED.map((selector) => ({ selector, format: 'skip' })),
    ...BLOCKS.map((selector) => ({
      selector,
      format: 'block',
      options: { leadingLineBreaks: 2, trailingLineBreaks: 2 },
    })),
  ],
};

const convert = compile(OPTIONS);

/**
 * Plain text of an HTML fragment (`html-to-text`): scripts, styles, images and comments
 * dropped, block elements turned into paragraph breaks, line breaks kept, every other tag
 * removed, entities decoded, spaces collapsed.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // A CDATA section left in a fragment is text to an XML reader; an HTML parser would drop it.
  const text = convert(html.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1'));
  return text
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line: every run of white space, line breaks included, becomes one space. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The `src` of the first `<img>` in an HTML fragment, entities decoded. */
export function firstImageSource(html: string | null | undefined): string | null {
  if (!html) return null;
  const match = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
  const src = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return src.trim() ? decodeEntities(src.trim()) : null;
}
