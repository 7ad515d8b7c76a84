import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decodeBody,
  isPublicAddress,
  outboundGet,
  outboundJson,
  OutboundError,
  type NetworkPolicy,
} from '../outbound-fetch';
import { startLoopbackServer, type LoopbackServer } from '../../testing/loopback-server';

const servers: LoopbackServer[] = [];
const others: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await Promise.all(
    others.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A loopback server that answers every request with a redirect to `to(request url)`. */
async function redirecting(to: (url: string) => string, status = 302): Promise<LoopbackServer> {
  const server = await startLoopbackServer((request, response) => {
    response.writeHead(status, { location: to(request.url ?? '/') }).end();
  });
  servers.push(server);
  return server;
}

/** A server that pretends to be "the internal network": it must never be reached. */
async function internal(): Promise<LoopbackServer> {
  const server = await startLoopbackServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('INTERNAL-SECRET-DATA');
  });
  servers.push(server);
  return server;
}

/**
 * Another loopback address, 127.0.0.2, standing in for a public host: tests cannot reach the
 * internet, so a network policy that calls 127.0.0.2 public plays the part.
 */
async function stagedPublicServer(): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '/');
    response.writeHead(200, { 'content-type': 'text/plain' }).end('public answer');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  others.push(server);
  return { port: (server.address() as AddressInfo).port, hits };
}

/** Names resolve as the test says, in turn; only 127.0.0.2 counts as public. */
function stagedNetwork(answers: Record<string, string[][]>): NetworkPolicy & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolve(hostname) {
      asked.push(hostname);
      const next = answers[hostname]?.shift() ?? [];
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    isPublicAddress: (address) => address === '127.0.0.2',
  };
}

describe('outbound fetch', () => {
  it('names Voices, returns any status and caps the body', async () => {
    const server = await startLoopbackServer((request, response) => {
      if (request.url === '/big') {
        response.writeHead(200);
        response.write('x'.repeat(600));
        response.end('y'.repeat(600));
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    });
    servers.push(server);
    const missing = await outboundGet(`${server.origin}/missing`);
    expect(missing.status).toBe(404);
    expect(new TextDecoder().decode(missing.body)).toBe('nope');
    expect(server.requests[0]!.headers['user-agent']).toMatch(/^Voices\//);
    await expect(outboundGet(`${server.origin}/big`, { maxBytes: 1000 })).rejects.toThrow(
      /larger than 1000/,
    );
    await expect(outboundJson(`${server.origin}/missing`)).rejects.toBeInstanceOf(OutboundError);
  });

  it('stops waiting after the time limit', async () => {
    const server = await startLoopbackServer(() => {});
    servers.push(server);
    await expect(outboundGet(server.origin, { timeoutMs: 100 })).rejects.toThrow(
      'no answer within 100 ms',
    );
  });

  it('decodes the charset of the header or of the XML prolog', () => {
    const latin1 = Uint8Array.from([
      0x3c, 0x3f, 0x78, 0x6d, 0x6c, 0x20, 0x65, 0x6e, 0x63, 0x6f, 0x64, 0x69, 0x6e, 0x67, 0x3d,
      0x22, 0x49, 0x53, 0x4f, 0x2d, 0x38, 0x38, 0x35, 0x39, 0x2d, 0x31, 0x22, 0x3f, 0x3e, 0xe9,
    ]);
    expect(decodeBody(latin1, null).endsWith('é')).toBe(true);
    expect(decodeBody(Uint8Array.from([0xe9]), 'text/xml; charset=iso-8859-1')).toBe('é');
    expect(decodeBody(new TextEncoder().encode('ಕನ್ನಡ'), 'text/xml')).toBe('ಕನ್ನಡ');
  });

  it('tells public addresses from private, loopback, link-local and reserved ones', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: true });
    }
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'ff02::1',
      'not-an-address',
    ]) {
      expect({ address, public: isPublicAddress(address) }).toEqual({ address, public: false });
    }
  });

  it('follows a redirect within the origin it was asked for', async () => {
    const server = await startLoopbackServer((request, response) => {
      if (request.url === '/old') response.writeHead(301, { location: '/new' }).end();
      else response.writeHead(200).end(`at ${request.url}`);
    });
    servers.push(server);
    const res = await outboundGet(`${server.origin}/old`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${server.origin}/new`);
    expect(new TextDecoder().decode(res.body)).toBe('at /new');
  });

  it('never follows a redirect to loopback or a private address elsewhere', async () => {
    const secret = await internal();
    for (const target of [
      `${secret.origin}/internal-secret`,
      `http://localhost:${new URL(secret.origin).port}/internal-secret`,
      'http://[::1]:9/x',
      'http://10.0.0.1/x',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/x',
      'http://0x7f.1/x',
    ]) {
      const feed = await redirecting(() => target);
      await expect(outboundGet(`${feed.origin}/feed`)).rejects.toThrow(
        /refused: .*not a public address/,
      );
    }
    expect(secret.requests).toHaveLength(0);
  });

  it('refuses redirects to other schemes and stops after 5 hops', async () => {
    for (const target of ['file:///etc/passwd', 'ftp://example.com/x', 'javascript:alert(1)']) {
      const feed = await redirecting(() => target);
      await expect(outboundGet(`${feed.origin}/feed`)).rejects.toThrow(/refused to follow/);
    }
    const loop = await redirecting((url) => `/${Number(url.slice(1) || 0) + 1}`, 307);
    await expect(outboundGet(`${loop.origin}/0`)).rejects.toThrow('more than 5 redirects');
    expect(loop.requests).toHaveLength(6);
    await expect(outboundGet(`${loop.origin}/0`, { maxRedirects: 2 })).rejects.toThrow(
      'more than 2 redirects',
    );
  });

  it('checks the address a name resolves to when it connects, so a rebinding cannot slip through', async () => {
    const publicHost = await stagedPublicServer();
    const secret = await internal();
    const feed = await redirecting(() => `http://news.public.test:${publicHost.port}/article`);

    // The name resolves to a "public" address: followed, and connected to that very address.
    const network = stagedNetwork({
      'news.public.test': [['127.0.0.2'], ['127.0.0.1'], ['127.0.0.2', '127.0.0.1']],
    });
    const res = await outboundGet(`${feed.origin}/feed`, { network });
    expect(new TextDecoder().decode(res.body)).toBe('public answer');
    expect(publicHost.hits).toEqual(['/article']);
    expect(network.asked).toEqual(['news.public.test']);

    // The same name now resolves to loopback (a rebinding): refused before connecting.
    await expect(outboundGet(`${feed.origin}/feed`, { network })).rejects.toThrow(
      'refused: news.public.test is at 127.0.0.1, which is not a public address',
    );
    // One private address among public ones is enough to refuse.
    await expect(outboundGet(`${feed.origin}/feed`, { network })).rejects.toThrow(/refused/);
    expect(publicHost.hits).toHaveLength(1);
    expect(secret.requests).toHaveLength(0);
  });

  it('trusts only the origins it is told to', async () => {
    const secret = await internal();
    // The configured origin itself is trusted by default; told otherwise, even it is checked.
    await expect(
      outboundGet(`${secret.origin}/x`, { trustedOrigins: ['https://feeds.example.com'] }),
    ).rejects.toThrow(/refused: 127\.0\.0\.1 is not a public address/);
    expect(secret.requests).toHaveLength(0);
    const res = await outboundGet(`${secret.origin}/x`);
    expect(res.status).toBe(200);
  });
});
