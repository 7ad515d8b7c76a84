// Reads back what a test mail server received: the subject and the text and HTML parts of a
// message as nodemailer writes it (encoded words in headers; base64 or quoted-printable parts),
// so a test can look at e-mails written in any script.

export interface ReadMail {
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const char = soft[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return quotedPrintable(body).toString('utf8');
  return body;
}

/** A header value with its RFC 2047 encoded words decoded. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : quotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

export function readMail(raw: string): ReadMail {
  const { head, body } = splitHead(raw);
  const mail: ReadMail = {
    subject: decodeWords(head.subject ?? ''),
    headers: head,
    text: '',
    html: '',
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(head['content-type'] ?? '')?.[1];
  const parts = boundary
    ? body.split(`--${boundary}`).slice(1, -1)
    : [
        `Content-Type: ${head['content-type'] ?? 'text/plain'}\r\nContent-Transfer-Encoding: ${head['content-transfer-encoding'] ?? '7bit'}\r\n\r\n${body}`,
      ];
  for (const part of parts) {
    const { head: partHead, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
    const type = partHead['content-type'] ?? '';
    const decoded = decodeBody(partBody, partHead['content-transfer-encoding']);
    if (type.startsWith('text/plain')) mail.text = decoded;
    else if (type.startsWith('text/html')) mail.html = decoded;
  }
  return mail;
}
