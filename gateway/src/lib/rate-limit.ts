import { isIP } from 'node:net';
import { HttpError } from './http-errors';

/**
 * The part of a client address a limit counts by: an IPv4 address whole, an IPv6 address by its
 * /64 (one customer usually holds a whole /64, so counting single addresses would not limit it).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIpv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  if (tailGroups.at(-1)?.includes('.')) {
    // An embedded IPv4 tail takes two groups.
    const [a, b, c, d] = tailGroups.pop()!.split('.').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    tailGroups.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    (parseInt(group, 16) || 0).toString(16),
  );
}

/** A 429 that says how long to wait, in its message and in the Retry-After header. */
export class RateLimitError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
