import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { Agent, fetch, type Dispatcher, type Response } from 'undici';

/**
 * Every call the gateway makes to another service (news feeds, weather, geocoding) goes
 * through here: a time limit on the whole exchange, a cap on the body, a User-Agent that says
 * who is asking (public services such as Nominatim refuse anonymous clients), and redirects
 * followed only where they may lead (see `outboundGet`).
 */
export const USER_AGENT = 'Voices/0.1 (community news site)';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed before a call gives up. */
export const MAX_REDIRECTS = 5;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

// Loopback, private, shared (CGNAT), link-local (cloud metadata), multicast, documentation,
// benchmarking and reserved ranges: nothing a public feed or service lives at.
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
// IPv6 is public only in 2000::/3 (global unicast), less the special ranges inside it. Loopback,
// unique-local, link-local, IPv4-mapped and NAT64 addresses all lie outside 2000::/3.
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family === 6) {
    return GLOBAL_V6.check(address, 'ipv6') && !NOT_PUBLIC_V6.check(address, 'ipv6');
  }
  return false;
}

/** How host names are resolved and which addresses count as public (tests replace both). */
export interface NetworkPolicy {
  resolve(hostname: string): Promise<LookupAddress[]>;
  isPublicAddress(address: string): boolean;
}

export const systemNetwork: NetworkPolicy = {
  resolve: (hostname) =>
    new Promise((resolve, reject) =>
      dnsLookup(hostname, { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      ),
    ),
  isPublicAddress,
};

/** A connection refused because its address is not public. */
export class NotPublicAddressError extends Error {
  override name = 'NotPublicAddressError';
  readonly code = 'ERR_NOT_PUBLIC_ADDRESS';

  constructor(host: string, address: string) {
    super(
      host === address
        ? `${host} is not a public address`
        : `${host} is at ${address}, which is not a public address`,
    );
  }
}

/**
 * The resolver the connection itself uses: the addresses are checked as they are handed to the
 * socket, so the one connected to is the one checked (a name that resolves to a public address
 * for a check and to a private one for the connection cannot slip through).
 */
function guardedLookup(network: NetworkPolicy): LookupFunction {
  return (hostname, options, callback) => {
    network.resolve(hostname).then(
      (found) => {
        const family = typeof options === 'object' ? options.family : options;
        const addresses = found.filter(
          (a) => !family || family === 0 || a.family === family || family === `IPv${a.family}`,
        );
        const refused = addresses.find((a) => !network.isPublicAddress(a.address));
        if (addresses.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no address`), {
            code: 'ENOTFOUND',
          });
          return (callback as (error: Error) => void)(error);
        }
        if (refused) {
          return (callback as (error: Error) => void)(
            new NotPublicAddressError(hostname, refused.address),
          );
        }
        if (typeof options === 'object' && options.all) {
          return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
        }
        const first = addresses[0]!;
        return (callback as (e: null, a: string, f: number) => void)(
          null,
          first.address,
          first.family,
        );
      },
      (error: Error) => (callback as (error: Error) => void)(error),
    );
  };
}

let trustedAgent: Agent | undefined;
let publicAgent: Agent | undefined;

/** One connection pool for configured origins, one for everything else (public addresses only). */
function agentFor(trusted: boolean, network: NetworkPolicy | undefined): Agent {
  if (network) return new Agent({ connect: { lookup: guardedLookup(network) } });
  if (trusted) return (trustedAgent ??= new Agent());
  return (publicAgent ??= new Agent({ connect: { lookup: guardedLookup(systemNetwork) } }));
}

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
  /**
   * Origins connected to whatever their address: the service the operator configured. By
   * default the origin of the URL asked for. Every other origin (where a redirect leads) is
   * reached only at public addresses.
   */
  trustedOrigins?: readonly string[];
  /** Redirects followed, at most (5). */
  maxRedirects?: number;
  /** How names resolve and what counts as public; the system's resolver by default. */
  network?: NetworkPolicy;
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

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * GET `url` and read the whole body. Any status is returned (the caller decides what a 304 or
 * a 404 means); a failed connection, a time-out or an oversized body throws OutboundError.
 *
 * Redirects are followed by hand, at most `maxRedirects`, each hop checked on its own: to a
 * trusted origin (by default the one asked for), or else to an http(s) URL whose host resolves
 * only to public addresses, checked by the resolver the connection itself uses. Anything else
 * throws OutboundError before a connection is made.
 */
export async function outboundGet(
  url: string,
  options: OutboundOptions = {},
): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const trusted = new Set(options.trustedOrigins ?? [originOf(url) ?? '']);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const network = options.network ?? systemNetwork;
  const agents: Agent[] = [];
  const dispatcher = (isTrusted: boolean): Dispatcher => {
    const agent = agentFor(isTrusted, options.network);
    if (options.network) agents.push(agent);
    return agent;
  };
  let current: URL;
  try {
    current = new URL(url);
  } catch (error) {
    throw new OutboundError('not a valid URL', url, undefined, { cause: error });
  }
  try {
    for (let redirects = 0; ; redirects++) {
      if (current.protocol !== 'http:' && current.protocol !== 'https:') {
        throw new OutboundError(`refused to follow a redirect to ${current.protocol}`, url);
      }
      const isTrusted = trusted.has(current.origin);
      const host = current.hostname.replace(/^\[|\]$/g, '');
      if (!isTrusted && isIP(host) && !network.isPublicAddress(host)) {
        throw new OutboundError(`refused: ${new NotPublicAddressError(host, host).message}`, url);
      }
      const response: Response = await fetch(current, {
        method: 'GET',
        redirect: 'manual',
        signal,
        headers: { 'user-agent': USER_AGENT, ...options.headers },
        dispatcher: dispatcher(isTrusted),
      });
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location) {
        await response.body?.cancel();
        if (redirects >= maxRedirects) {
          throw new OutboundError(`more than ${maxRedirects} redirects`, url, response.status);
        }
        try {
          current = new URL(location, current);
        } catch (error) {
          throw new OutboundError('redirected to an invalid URL', url, response.status, {
            cause: error,
          });
        }
        continue;
      }
      const body = await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES, url);
      return {
        url: current.href,
        status: response.status,
        headers: response.headers as unknown as Headers,
        body,
      };
    }
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
    if (cause instanceof NotPublicAddressError) {
      throw new OutboundError(`refused: ${cause.message}`, url, undefined, { cause: error });
    }
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new OutboundError(`could not connect (${reason})`, url, undefined, { cause: error });
  } finally {
    await Promise.all(agents.map((agent) => agent.close().catch(() => {})));
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
