import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  write(data: string | Buffer): void;
  /** Resolves with the `count`-th response (1-based) once it has fully arrived. */
  response(count: number): Promise<RawResponse>;
  /** Resolves when the server has closed the connection. */
  readonly closed: Promise<void>;
  destroy(): void;
}

function parse(buffer: Buffer): { response: RawResponse; rest: Buffer } | null {
  const end = buffer.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (buffer.length < end + 4 + length) return null;
  return {
    response: {
      status: Number(statusLine!.split(' ')[1]),
      headers,
      body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
    },
    rest: buffer.subarray(end + 4 + length),
  };
}

/**
 * One HTTP/1.1 connection driven by hand, for what fetch cannot do: send part of a body and
 * wait, pipeline a request behind another, and see which response closes the connection.
 */
export async function openConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  let buffer: Buffer = Buffer.alloc(0);
  const responses: RawResponse[] = [];
  const waiting: {
    count: number;
    resolve: (r: RawResponse) => void;
    reject: (e: Error) => void;
  }[] = [];
  let ended = false;
  const settle = () => {
    for (const wait of [...waiting]) {
      const response = responses[wait.count - 1];
      if (response) wait.resolve(response);
      else if (ended) wait.reject(new Error(`the connection closed after ${responses.length}`));
      else continue;
      waiting.splice(waiting.indexOf(wait), 1);
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (let parsed = parse(buffer); parsed; parsed = parse(buffer)) {
      responses.push(parsed.response);
      buffer = parsed.rest;
    }
    settle();
  });
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      ended = true;
      settle();
      resolve();
    });
  });
  socket.on('error', () => {});
  return {
    write: (data) => socket.write(data),
    response: (count) =>
      new Promise((resolve, reject) => {
        waiting.push({ count, resolve, reject });
        settle();
      }),
    closed,
    destroy: () => socket.destroy(),
  };
}

/** The bytes of a request, head and body. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  body: Buffer | string = '',
): Buffer {
  const head = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1'];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  if (body.length > 0 && !('content-length' in headers))
    head.push(`content-length: ${body.length}`);
  return Buffer.concat([Buffer.from(head.join('\r\n') + '\r\n\r\n', 'latin1'), Buffer.from(body)]);
}
