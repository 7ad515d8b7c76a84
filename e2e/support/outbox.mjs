// Reads one-time codes from the e-mail the gateway writes to DATA_DIR/outbox when SMTP_URL is
// not set: one raw message (.eml) per file, named so that they sort in the order written.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {{ file: string, to: string, subject: string, text: string }} OutboxMessage */

/** @param {string} head */
function unfoldHeaders(head) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** @param {string} raw */
function splitPart(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: unfoldHeaders(raw), body: '' };
  return {
    headers: unfoldHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

/** @param {string} body */
function decode(body, encoding = '') {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain content of a message, looking inside multipart bodies. */
/**
 * @param {Map<string, string>} headers
 * @param {string} body
 * @returns {string | null}
 */
function plainText(headers, body) {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitPart(chunk.replace(/^\r?\n/, ''));
      const text = plainText(part.headers, part.body);
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(type)) return null;
  return decode(body, headers.get('content-transfer-encoding'));
}

/**
 * A header with RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in plain text, as a
 * subject in Hindi or Tamil is written.
 * @param {string} value
 */
export function decodeHeader(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (/** @type {string} */ __, hex) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      return bytes.toString(/^utf-?8$/i.test(charset) ? 'utf8' : 'latin1');
    });
}

/**
 * @param {string} file
 * @param {string} raw
 * @returns {OutboxMessage}
 */
export function parseMessage(file, raw) {
  const { headers, body } = splitPart(raw);
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: plainText(headers, body) ?? '',
  };
}

/** The 4-digit code in a message's text. */
/** @param {OutboxMessage} message */
export function codeIn(message) {
  const code =
    /code is\s*(\d{4})\b/i.exec(message.text)?.[1] ?? /\b(\d{4})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 4-digit code in ${message.file}:\n${message.text}`);
  return code;
}

/** The outbox of one site. Each code is handed out once, newest first. */
export class Outbox {
  /** @param {string} dataDir */
  constructor(dataDir) {
    this.dataDir = dataDir;
    /** @type {Set<string>} */
    this.used = new Set();
  }

  get folder() {
    return path.join(this.dataDir, 'outbox');
  }

  /** @returns {Promise<OutboxMessage[]>} */
  async messages() {
    /** @type {string[]} */
    let names;
    try {
      names = (await readdir(this.folder)).filter((name) => name.endsWith('.eml')).sort();
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
      throw error;
    }
    return Promise.all(
      names.map(async (name) =>
        parseMessage(name, await readFile(path.join(this.folder, name), 'utf8')),
      ),
    );
  }

  /**
   * Waits for a message with a code to `to` that no earlier call returned and answers the code
   * in the newest one; older unread messages to that address are passed over.
   */
  /** @param {string} to */
  async nextCode(to, { timeoutMs = 15_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    const address = to.toLowerCase();
    for (;;) {
      // Notices (a registration attempt, a changed address) carry no code and are passed over.
      const fresh = (await this.messages()).filter(
        (message) =>
          message.to.toLowerCase().includes(address) &&
          !this.used.has(message.file) &&
          /code is\s*\d{4}\b/i.test(message.text),
      );
      const newest = fresh.at(-1);
      if (newest) {
        for (const message of fresh) this.used.add(message.file);
        return codeIn(newest);
      }
      if (Date.now() > deadline)
        throw new Error(`No new e-mail to ${to} in ${this.folder} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The messages to `to` with this subject, oldest first.
 * @param {Outbox} outbox
 * @param {string} to
 * @param {string} subject
 */
export async function messagesTo(outbox, to, subject) {
  const address = to.toLowerCase();
  return (await outbox.messages()).filter(
    (message) => message.to.toLowerCase().includes(address) && message.subject === subject,
  );
}
