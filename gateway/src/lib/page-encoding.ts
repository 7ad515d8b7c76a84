import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { appendVary } from './cache-control';
import { negotiateEncoding } from './feed-page-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this a page goes out as it is: compressing it would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Pages compressed lately, by their text: the landing page and the shell's page of a route
 * are the same for every reader, so they are compressed once rather than per request. A page
 * that names one story (its head and hints) takes a place until the next clearing.
 */
const recent = { br: new Map<string, Promise<Buffer>>(), gzip: new Map<string, Promise<Buffer>>() };
const RECENT_MAX = 64;

function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const pages = recent[encoding];
  let body = pages.get(html);
  if (!body) {
    if (pages.size >= RECENT_MAX) pages.clear();
    const bytes = Buffer.from(html, 'utf8');
    body =
      encoding === 'br'
        ? brotli(bytes, {
            params: {
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              // Quality 5: about a tenth of quality 11's work for a few per cent more bytes on
              // a page of 5 to 20 KB, which is compressed while its reader waits.
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          })
        : gzipped(bytes, { level: 6 });
    pages.set(html, body);
    body.catch(() => pages.delete(html));
  }
  return body;
}

/**
 * Sends an HTML page brotli- or gzip-compressed when the client takes it (a phone on a slow
 * network gets the page in a third of the bytes), else as it is; caches key on the encoding.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  appendVary(reply, 'Accept-Encoding');
  reply.type('text/html; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity' || Buffer.byteLength(html, 'utf8') < COMPRESS_FROM_BYTES) {
    return reply.send(html);
  }
  const body = await compress(html, encoding);
  return reply.header('content-encoding', encoding).send(body);
}
