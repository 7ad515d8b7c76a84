/**
 * Every call the gateway makes to another service (news feeds, weather, geocoding) goes
 * through here: a time limit on the whole exchange, a cap on the body, and a User-Agent that
 * says who is asking (public services such as Nominatim refuse anonymous clients).
 */
export const USER_AGENT = 'Voices/0.1 (community news site)';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** A call that got no usable answer: no connection, a time-out, a body too large, a bad status. */
export class OutboundError extends Error {
  override name = 'OutboundError';

  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface OutboundOptions {
  timeoutMs?: number;
  maxBytes?: number;
  headers?: Record<string, string>;
  /** Aborts the call early, e.g. when the gateway stops. */
  signal?: AbortSignal;
}

export interface OutboundResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
}

async function readCapped(response: Response, maxBytes: number, url: string): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new OutboundError(`the answer is larger than ${maxBytes} bytes`, url, response.status);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new OutboundError(`the answer is larger than ${maxBytes} bytes`, url, response.status);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * GET `url` and read the whole body. Any status is returned (the caller decides what a 304 or
 * a 404 means); a failed connection, a time-out or an oversized body throws OutboundError.
 */
export async function outboundGet(
  url: string,
  options: OutboundOptions = {},
): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'follow',
      signal,
      headers: { 'user-agent': USER_AGENT, ...options.headers },
    });
    const body = await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES, url);
    return { url: response.url || url, status: response.status, headers: response.headers, body };
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (timeout.aborted) {
      throw new OutboundError(`no answer within ${timeoutMs} ms`, url, undefined, {
        cause: error,
      });
    }
    if (options.signal?.aborted)
      throw new OutboundError('cancelled', url, undefined, { cause: error });
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new OutboundError(`could not connect (${reason})`, url, undefined, { cause: error });
  }
}

/** The body as text, in the charset the header names, else the one an XML prolog names, else UTF-8. */
export function decodeBody(body: Uint8Array, contentType: string | null): string {
  let charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (!charset) {
    const head = new TextDecoder('latin1').decode(body.subarray(0, 200));
    charset = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** GET a JSON document; anything but a 2xx with valid JSON throws OutboundError. */
export async function outboundJson<T = unknown>(
  url: string,
  options: OutboundOptions = {},
): Promise<T> {
  const response = await outboundGet(url, {
    ...options,
    headers: { accept: 'application/json', ...options.headers },
  });
  if (response.status < 200 || response.status > 299) {
    throw new OutboundError(`answered ${response.status}`, url, response.status);
  }
  try {
    return JSON.parse(decodeBody(response.body, response.headers.get('content-type'))) as T;
  } catch (error) {
    throw new OutboundError('answered with something that is not JSON', url, response.status, {
      cause: error,
    });
  }
}
