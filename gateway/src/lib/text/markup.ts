/** Text for HTML or XML, safe inside an element and inside a quoted attribute. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Characters XML 1.0 does not allow at all (control characters other than tab and line
 * breaks, lone surrogates, U+FFFE/U+FFFF): escaping cannot make them valid, so they go.
 */
export function xmlSafe(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the characters XML forbids are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  );
}

/** Text for an XML document (RSS, sitemaps, SVG). */
export function escapeXml(text: string): string {
  return escapeMarkup(xmlSafe(text));
}

/**
 * JSON inside `<script type="application/ld+json">`: `<` (and the line separators some
 * parsers trip on) as escapes, so no `</script>` or `<!--` in the data can end the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A date as RFC 822 (RSS's pubDate): `Tue, 03 Jun 2025 09:15:00 GMT`. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}
